import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/language/typescript/ts.worker?worker';

/**
 * Monaco's web workers, bundled by Vite from the local `monaco-editor` package (same origin, never a
 * CDN): the TypeScript worker serves JavaScript models, the editor worker everything else.
 */
export function installMonacoWorkers() {
  self.MonacoEnvironment = {
    getWorker(_moduleId: string, label: string) {
      if (label === 'typescript' || label === 'javascript') return new TypeScriptWorker();
      return new EditorWorker();
    },
  };
}
