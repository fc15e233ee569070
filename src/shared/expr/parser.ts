import { fill, messages } from '../messages';
import { describeToken, ParseFailure, tokenize, type Token } from './lexer';
import type { Names } from './names';
import { operationById } from './operations';
import { compareBySymbol, mathBySymbol, mathPrecedence } from './operators';
import { depthOf } from './walk';
import { maxDepth, operandTypes, type Expr, type OperandType } from './types';

/**
 * The text form, read back into the AST:
 *   or      := and (OR and)*                     (also ||; AND and OR in any case)
 *   and     := compare (AND compare)*            (also &&)
 *   compare := math [(== | != | > | >= | < | <=) math [as string|number|boolean|date]]
 *   math    := term ((+ | -) term)*,  term := unary ((* | / | %) unary)*
 *   unary   := -number | primary
 *   primary := number | "text" | 'text' | true | false | null | {{variable}} | operation(args)
 *            | @function(args) | ( or )
 * A chain of the same joiner is one conditions node: `a AND b AND c` has three entries.
 */
export interface ParseError {
  message: string;
  /** Where the problem starts (0-based offset), its length, and the same place as 1-based line and column. */
  offset: number;
  length: number;
  line: number;
  column: number;
}
export type ParseResult = { ok: true; ast: Expr } | { ok: false; error: ParseError };

export interface ParseOptions {
  /** Resolves `{{Name}}` and `@name`; `{{12}}` and `@7` need no names. */
  names?: Names;
}

const expected = {
  value: 'a value',
  close: "')'",
  argument: "',' or ')'",
  end: 'an operator, AND, OR or the end',
  type: 'string, number, boolean or date',
};

class Parser {
  private at = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
    private readonly names: Names,
  ) {}

  private peek(): Token {
    return this.tokens[this.at];
  }
  private next(): Token {
    return this.tokens[this.at++];
  }
  private fail(token: Token, what: string): never {
    if (token.type === 'eof') throw new ParseFailure(fill(messages.expr.unexpectedEnd, { expected: what }), token.start, 0);
    throw new ParseFailure(
      fill(messages.expr.unexpectedToken, { token: describeToken(token, this.text), expected: what }),
      token.start,
      token.end - token.start,
    );
  }
  private expectPunct(value: '(' | ')' | ',', what: string): Token {
    const token = this.next();
    if (token.type !== 'punct' || token.value !== value) this.fail(token, what);
    return token;
  }

  parse(): Expr {
    if (this.peek().type === 'eof') throw new ParseFailure(messages.expr.emptyExpression, 0, 0);
    const ast = this.or();
    const rest = this.peek();
    if (rest.type !== 'eof') this.fail(rest, expected.end);
    return ast;
  }

  private or(): Expr {
    const token = this.peek();
    if (++this.depth > maxDepth)
      throw new ParseFailure(fill(messages.expr.tooDeep, { max: maxDepth }), token.start, token.end - token.start);
    const list = [this.and()];
    while (this.peek().type === 'logical' && this.peek().value === 'or') {
      this.next();
      list.push(this.and());
    }
    this.depth -= 1;
    return list.length === 1 ? list[0] : { kind: 'conditions', operator: 'or', list };
  }

  private and(): Expr {
    const list = [this.compare()];
    while (this.peek().type === 'logical' && this.peek().value === 'and') {
      this.next();
      list.push(this.compare());
    }
    return list.length === 1 ? list[0] : { kind: 'conditions', operator: 'and', list };
  }

  private compare(): Expr {
    const left = this.math(1);
    if (this.peek().type !== 'compare') return left;
    const operator = compareBySymbol.get(String(this.next().value))!;
    const right = this.math(1);
    const node: Expr = { kind: 'compare', operator, left, right };
    const as = this.peek();
    if (as.type === 'ident' && as.value.toLowerCase() === 'as') {
      this.next();
      const type = this.next();
      if (type.type !== 'ident') this.fail(type, expected.type);
      const name = type.value.toLowerCase();
      if (!(operandTypes as readonly string[]).includes(name)) {
        throw new ParseFailure(fill(messages.expr.unknownCompareType, { name: type.value }), type.start, type.end - type.start);
      }
      node.operand = name as OperandType;
    }
    const chained = this.peek();
    if (chained.type === 'compare') throw new ParseFailure(messages.expr.chainedComparison, chained.start, chained.end - chained.start);
    return node;
  }

  /** Precedence climbing over the math operators: level 1 is add/subtract, 2 multiply/divide/modulo. */
  private math(level: number): Expr {
    let left = level === 1 ? this.math(2) : this.unary();
    for (;;) {
      const token = this.peek();
      const operator = token.type === 'math' ? mathBySymbol.get(token.value) : undefined;
      if (!operator || mathPrecedence[operator] !== level) return left;
      this.next();
      const right = level === 1 ? this.math(2) : this.unary();
      left = { kind: 'math', operator, left, right };
    }
  }

  private unary(): Expr {
    const token = this.peek();
    if (token.type !== 'math' || token.value !== '-') return this.primary();
    this.next();
    const number = this.peek();
    if (number.type !== 'number') throw new ParseFailure(messages.expr.unaryMinus, token.start, 1);
    this.next();
    return { kind: 'literal', value: -number.value };
  }

  private args(): Expr[] {
    this.expectPunct('(', "'('");
    const args: Expr[] = [];
    if (this.peek().type === 'punct' && this.peek().value === ')') {
      this.next();
      return args;
    }
    for (;;) {
      args.push(this.or());
      const token = this.next();
      if (token.type === 'punct' && token.value === ')') return args;
      if (token.type !== 'punct' || token.value !== ',') this.fail(token, expected.argument);
    }
  }

  private primary(): Expr {
    const token = this.next();
    switch (token.type) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: token.value };
      case 'variable':
        return { kind: 'variable', id: this.resolve(token, this.names.variableId, messages.expr.unknownVariableName) };
      case 'function': {
        const id = this.resolve(token, this.names.functionId, messages.expr.unknownFunctionName);
        return { kind: 'function', id, args: this.args() };
      }
      case 'ident': {
        const isCall = this.peek().type === 'punct' && this.peek().value === '(';
        if (isCall) {
          const op = operationById(token.value.toLowerCase());
          if (!op)
            throw new ParseFailure(fill(messages.expr.unknownOperation, { name: token.value }), token.start, token.end - token.start);
          return { kind: 'call', op: op.id, args: this.args() };
        }
        const word = token.value.toLowerCase();
        if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
        if (word === 'null') return { kind: 'literal', value: null };
        return this.fail(token, expected.value);
      }
      case 'punct':
        if (token.value === '(') {
          const inner = this.or();
          this.expectPunct(')', expected.close);
          return inner;
        }
        return this.fail(token, expected.value);
      default:
        return this.fail(token, expected.value);
    }
  }

  private resolve(token: Token, lookup: ((name: string) => number | undefined) | undefined, unknown: string): number {
    const name = String(token.value);
    if (/^-?\d+$/.test(name)) return Number(name);
    const id = lookup?.(name);
    if (id === undefined) throw new ParseFailure(fill(unknown, { name }), token.start, token.end - token.start);
    return id;
  }
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Reads the text form. Never throws: a problem comes back with its message and place. */
export function parseExpression(text: string, options: ParseOptions = {}): ParseResult {
  try {
    const ast = new Parser(text, tokenize(text), options.names ?? {}).parse();
    if (depthOf(ast) > maxDepth) throw new ParseFailure(fill(messages.expr.tooDeep, { max: maxDepth }), 0, text.length);
    return { ok: true, ast };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    return { ok: false, error: { message: e.message, offset: e.offset, length: e.length, ...lineColumn(text, e.offset) } };
  }
}
