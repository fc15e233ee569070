/** The expression builder's model (spec 2 §5, §9): AST, catalogue, text form, evaluation, validation, completion. */
export * from './types';
export { expressionField, expressionFieldInfo, type ExpressionFieldInfo, type ExpressionRole } from './fields';
export * from './values';
export * from './operations';
export * from './operators';
export { compileRegex, defaultRegex, firstMatch, regexFlags, type CompiledRegex, type RegexFlag } from './regex';
export { defaultDateFormat, formatDate, isTimeZone, nowWord, parseDate } from './dates';
export { standardWhitespace } from './text';
export { namesFrom, type NamedItem, type Names } from './names';
export { parseExpression, lineColumn, type ParseError, type ParseOptions, type ParseResult } from './parser';
export { printExpression, printLiteral, printVariable, printFunctionRef } from './printer';
export { evaluate, type EvalContext } from './evaluate';
export { staticOperandType, staticTypeOf, type TypeLookups } from './infer';
export { validateExpression, type ExprValidateOptions } from './validate';
export { referencesOf } from './references';
export { completeAt, type CompletionItem, type CompletionKind, type CompletionOptions, type CompletionResult } from './completion';
export { childrenOf, depthOf, walk } from './walk';
