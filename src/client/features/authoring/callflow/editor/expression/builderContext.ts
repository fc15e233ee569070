import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { ExprMode } from '@shared/expr';
import type { ChoiceContext } from './operands';
import type { ExprContent } from './useExprContent';

export interface BuilderState {
  mode: ExprMode;
  content: ExprContent;
  choice: ChoiceContext;
  readOnly: boolean;
  t: TFunction<'flow'>;
  /** Switches the field to its text form (for parts the builder shows only as text). */
  editAsText(): void;
}

export const BuilderContext = createContext<BuilderState | null>(null);

export function useBuilder(): BuilderState {
  const state = useContext(BuilderContext);
  if (!state) throw new Error('useBuilder outside an expression builder');
  return state;
}
