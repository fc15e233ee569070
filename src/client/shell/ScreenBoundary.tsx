import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { i18n } from '@client/i18n';
import { isChunkLoadError } from './chunks';

interface State {
  error: unknown;
}

/**
 * Around a screen: what it throws (a chunk that did not load, a render failure) shows in place of the screen with
 * a way on — reload the studio for a chunk (a new version may have replaced it), try again otherwise — while the
 * shell, the sidebar and the palette keep working. Keyed by the route, so moving to another screen clears it.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = i18n.t.bind(i18n);
    const chunk = isChunkLoadError(error);
    return (
      <div className="studio-screen-failure" role="alert">
        <NonIdealState
          icon={chunk ? 'offline' : 'error'}
          title={t(chunk ? 'shell:screenFailure.chunkTitle' : 'shell:screenFailure.title')}
          description={t(chunk ? 'shell:screenFailure.chunkHint' : 'shell:screenFailure.hint')}
          action={
            chunk ? (
              <Button intent="primary" icon="refresh" text={t('shell:screenFailure.reload')} onClick={() => window.location.reload()} />
            ) : (
              <Button intent="primary" icon="refresh" text={t('shell:tryAgain')} onClick={() => this.setState({ error: null })} />
            )
          }
        />
      </div>
    );
  }
}
