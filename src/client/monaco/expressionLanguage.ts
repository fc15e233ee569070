import { completeAt, type CompletionItem, type CompletionOptions } from '@shared/expr';
import { expressionSuggestions } from './expressionSuggestions';
import { monaco } from './setup';

/**
 * The expression text form as a Monaco language (src/shared/expr/parser.ts reads it): colours for texts,
 * numbers, {{variables}}, @functions, operations and AND / OR, and one completion provider fed by the
 * shared completeAt(). Each editor attaches what its model completes (the mode, the account's variables
 * and functions) to its model; the provider answers per model from that.
 */
export const expressionLanguageId = 'studio-expression';

export interface ExpressionModelContext {
  options(): CompletionOptions;
  /** The detail shown beside an item (translated). */
  describe(item: CompletionItem): string;
}

const contexts = new Map<string, ExpressionModelContext>();

/** Lets the provider complete in this model; the returned function detaches it again. */
export function attachExpressionModel(model: monaco.editor.ITextModel, context: ExpressionModelContext): () => void {
  const key = model.uri.toString();
  contexts.set(key, context);
  return () => {
    if (contexts.get(key) === context) contexts.delete(key);
  };
}

const tokens: monaco.languages.IMonarchLanguage = {
  ignoreCase: true,
  keywords: ['and', 'or', 'as', 'true', 'false', 'null'],
  types: ['string', 'number', 'boolean', 'date'],
  tokenizer: {
    root: [
      [/\{\{[^}]*\}\}/, 'variable'],
      [/@[A-Za-z_$][\w$]*/, 'type'],
      [/[A-Za-z_$][\w$]*(?=\s*\()/, 'function'],
      [/[A-Za-z_$][\w$]*/, { cases: { '@keywords': 'keyword', '@types': 'type', '@default': 'identifier' } }],
      [/\d+(\.\d+)?/, 'number'],
      [/"([^"\\]|\\.)*"/, 'string'],
      [/'([^'\\]|\\.)*'/, 'string'],
      [/"([^"\\]|\\.)*$/, 'string.invalid'],
      [/'([^'\\]|\\.)*$/, 'string.invalid'],
      [/&&|\|\||==|!=|>=|<=|[<>+\-*/%]/, 'operator'],
      [/[(),]/, 'delimiter'],
      [/\s+/, 'white'],
    ],
  },
};

let registered = false;

/** Registers the language once (the first expression editor that mounts). */
export function registerExpressionLanguage() {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: expressionLanguageId, aliases: ['Expression'] });
  monaco.languages.setMonarchTokensProvider(expressionLanguageId, tokens);
  monaco.languages.setLanguageConfiguration(expressionLanguageId, {
    // A word is a name: digits alone (a number being typed) open no suggestions.
    wordPattern: /@?[A-Za-z_$][\w$]*/,
    brackets: [['(', ')']],
    autoClosingPairs: [{ open: '(', close: ')' }],
    surroundingPairs: [
      { open: '(', close: ')' },
      { open: '"', close: '"' },
      { open: "'", close: "'" },
    ],
  });
  const enums = {
    kinds: monaco.languages.CompletionItemKind,
    insertAsSnippet: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
  };
  monaco.languages.registerCompletionItemProvider(expressionLanguageId, {
    // `{{` opens variables by name, `@` the account's JavaScript functions.
    triggerCharacters: ['{', '@'],
    provideCompletionItems(model, position) {
      const context = contexts.get(model.uri.toString());
      if (!context) return { suggestions: [] };
      const result = completeAt(model.getValue(), model.getOffsetAt(position), context.options());
      return { suggestions: expressionSuggestions(result, model, position, enums, context.describe) };
    },
  });
}
