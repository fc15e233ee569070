import { describe, expect, it } from 'vitest';
import { startSession, takeTurn } from '@shared/engine';
import { nodeDefinitions } from '@plugins/registry';
import { builder, engineDeps } from './support';

/** run() of every registered type: a session through a one-node flow with defaults ends or waits, never throws. */
describe('run() of every node type', () => {
  for (const def of nodeDefinitions) {
    if (def.type === 'start' || def.type === 'condition_label') continue;
    it(`${def.type} ends or waits with its defaults`, async () => {
      const b = builder(1);
      const start = b.canvas();
      const node = b.add(start, def.type);
      const deps = engineDeps([b.flow()], { 1: [{ language: 'en-US', text: 'Hi' }] });
      const { session, events } = await startSession(deps, { taskId: 1, channel: 'voice' });
      expect(['waiting', 'ended']).toContain(session.status);
      expect(events).toContainEqual(expect.objectContaining({ type: 'entered', node_id: node }));
      if (session.status === 'waiting') {
        const after = await takeTurn(deps, session, {});
        expect(['waiting', 'ended']).toContain(after.session.status);
      }
    });
  }
});
