import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The calls the web client's source makes (src/client and plugins): every call of the one HTTP helper `api(path,
 * options)` (src/client/api/http.ts), the close beacon, and `/api/...` addresses the page loads itself (an image's
 * src). The path and the method are worked out from the source by a small evaluator over TypeScript's syntax tree:
 * strings and template literals (a `${…}` it cannot know is a path parameter), constants and object literals of the
 * same or an imported module (`variablesType.path`, `featureFlagPaths.show`, `viewPath[type]`: each value), `??`, `||`
 * and `? :` (each side), `.replace(':id', …)`, functions that build paths (`path(type)`, `base(uuid)`), and a path or
 * method passed in as a parameter, read at each call of the function (`useStudio6('/studio6/accounts', …)`, a local
 * `post(path, body)`). The method is the options' `method` (a spread object's too), GET when none is given.
 *
 * A call whose path starts with something the evaluator cannot know (a declaration's path: `d.path`, `tab.path`) is
 * an "unread site": the audit's table of generic sites (client-sites.ts) says which calls it makes, from the
 * declarations it serves.
 */

export const wild = '\u0000';
export type ClientMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';

/** A call the client makes: its methods and its path (a segment it cannot know is `{}`). */
export interface ClientCall {
  methods: ClientMethod[];
  path: string;
  /** 'src/client/features/x.ts:12' */
  where: string;
}

/** A call site whose path starts with a value the source does not hold. */
export interface UnreadSite {
  file: string;
  line: number;
  /** The path argument's source text: 'd.path', '`${tab.path}/${id}`'. */
  text: string;
  methods: ClientMethod[];
}

type Value =
  | { kind: 'str'; text: string }
  | { kind: 'obj'; node: ts.ObjectLiteralExpression }
  | { kind: 'fn'; node: ts.FunctionLikeDeclaration }
  | { kind: 'param'; fn: ts.FunctionLikeDeclaration; index: number; path: string[] }
  | { kind: 'unknown' };

const unknown: Value = { kind: 'unknown' };
const maxValues = 64;
const maxDepth = 40;

/**
 * What a parameter is bound to while a function is applied to its arguments: the argument expressions, read in the
 * same (growing) environment, so an argument that is itself a parameter of its caller is read once that one is bound.
 */
type Binding = { expr: ts.Expression } | { value: Value[] };
type Env = Map<ts.ParameterDeclaration, Binding[]>;

export class ClientReader {
  private files = new Map<string, ts.SourceFile>();
  readonly calls: ClientCall[] = [];
  readonly unread: UnreadSite[] = [];

  constructor(
    readonly root: string,
    readonly dirs: readonly string[] = ['src/client', 'plugins'],
  ) {}

  /** Reads every source file of the client's directories. */
  read(): this {
    const files = this.dirs.flatMap((dir) => sourceFiles(join(this.root, dir)));
    for (const file of files) this.source(file);
    for (const file of files) this.readFile(file);
    return this;
  }

  private source(file: string): ts.SourceFile {
    let sf = this.files.get(file);
    if (!sf) {
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, kind);
      this.files.set(file, sf);
    }
    return sf;
  }

  private where(node: ts.Node): { file: string; line: number } {
    const sf = node.getSourceFile();
    return { file: relative(this.root, sf.fileName), line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  }

  private readFile(file: string) {
    const sf = this.source(file);
    if (relative(this.root, file) === 'src/client/api/http.ts') return;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        if (this.isApi(node.expression)) this.site(node.arguments[0], node.arguments[1], null);
        else if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'sendBeacon')
          this.site(node.arguments[0], undefined, 'POST');
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
        this.pageLoad(node)
      ) {
        this.site(node, undefined, 'GET');
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  /** `api` imported from the HTTP helper. */
  private isApi(callee: ts.Expression): boolean {
    if (!ts.isIdentifier(callee) || callee.text !== 'api') return false;
    const decl = this.declarationOf(callee);
    return (
      !!decl &&
      decl.kind === 'import' &&
      decl.name === 'api' &&
      this.resolveModule(decl.module, decl.from) === join(this.root, 'src/client/api/http.ts')
    );
  }

  /** An `/api/…` address in a page's markup (an image's src), not an argument of a call (those are read as calls). */
  private pageLoad(node: ts.Node): boolean {
    const head = ts.isTemplateExpression(node) ? node.head.text : (node as ts.StringLiteral).text;
    if (!/^\/api\/./.test(head)) return false;
    let p: ts.Node = node.parent;
    while (p && (ts.isParenthesizedExpression(p) || ts.isJsxExpression(p))) p = p.parent;
    return ts.isJsxAttribute(p);
  }

  private site(pathArg: ts.Expression | undefined, optionsArg: ts.Expression | undefined, fixed: ClientMethod | null) {
    if (!pathArg) return;
    // `api(report ? `/x/${id}` : '/x', { method: report ? 'PUT' : 'POST' })`: each side with its own method.
    const method =
      optionsArg && ts.isObjectLiteralExpression(optionsArg) ? optionsArg.properties.find((p) => propName(p) === 'method') : undefined;
    const cond = unwrap(pathArg);
    const mcond = method && ts.isPropertyAssignment(method) ? unwrap(method.initializer) : undefined;
    if (
      ts.isConditionalExpression(cond) &&
      mcond &&
      ts.isConditionalExpression(mcond) &&
      cond.condition.getText() === mcond.condition.getText()
    ) {
      for (const [p, m] of [
        [cond.whenTrue, mcond.whenTrue],
        [cond.whenFalse, mcond.whenFalse],
      ] as const) {
        const ms = this.evaluate(m, new Map(), 0).map((v) => (v.kind === 'str' ? (v.text as ClientMethod) : '*'));
        for (const { paths } of this.expand(p, ms, undefined)) this.record(p, paths, ms);
      }
      return;
    }
    const methods = fixed ? [fixed] : this.methodsOf(optionsArg, new Map(), 0);
    for (const { paths, methods: m } of this.expand(pathArg, methods, optionsArg)) this.record(pathArg, paths, m);
  }

  /**
   * The site's paths and methods; where they depend on a parameter of the function the call is in, once per call of
   * that function with its arguments (several levels up, each call site on its own).
   */
  private expand(pathArg: ts.Expression, methods: ClientMethod[], optionsArg: ts.Expression | undefined) {
    const out: { paths: Value[]; methods: ClientMethod[] }[] = [];
    const walk = (env: Env, depth: number) => {
      const paths = this.evaluate(pathArg, env, 0);
      const ms = optionsArg ? this.methodsOf(optionsArg, env, 0) : methods;
      const needs = paramOf(paths) ?? (optionsArg && ms.includes('*') ? this.methodParam(optionsArg, env) : undefined);
      if (!needs || depth > 8) return void out.push({ paths, methods: ms });
      const callers = this.callsOf(needs.fn);
      if (!callers.length) {
        // Called from nowhere the source names (a callback, a component): a value the source does not know.
        const next: Env = new Map(env);
        next.set(needs.fn.parameters[needs.index], [{ value: [{ kind: 'str', text: wild }] }]);
        return walk(next, depth + 1);
      }
      for (const call of callers) {
        const next: Env = new Map(env);
        needs.fn.parameters.forEach((param, i) => {
          const arg = call.arguments[i];
          next.set(param, [arg ? { expr: arg } : param.initializer ? { expr: param.initializer } : { value: [unknown] }]);
        });
        walk(next, depth + 1);
      }
    };
    walk(new Map(), 0);
    return out;
  }

  private record(pathArg: ts.Expression, paths: Value[], methods: ClientMethod[]) {
    const { file, line } = this.where(pathArg);
    let unreadHere = false;
    for (const value of paths) {
      const text = value.kind === 'str' ? value.text : null;
      const path = text === null ? null : cleanPath(text);
      if (path === null || path.startsWith(wild) || !path.startsWith('/')) unreadHere = true;
      else this.calls.push({ methods, path: normaliseClient(path), where: `${file}:${line}` });
    }
    if (unreadHere) {
      const text = pathArg.getText();
      if (!this.unread.some((u) => u.file === file && u.line === line && u.text === text)) this.unread.push({ file, line, text, methods });
    }
  }

  /** The parameter an options object's method comes from, when it is one. */
  private methodParam(node: ts.Expression, env: Env): Extract<Value, { kind: 'param' }> | undefined {
    for (const v of this.evaluate(node, env, 0)) {
      if (v.kind === 'param') return v;
      if (v.kind !== 'obj') continue;
      for (const prop of v.node.properties) {
        const value =
          ts.isPropertyAssignment(prop) && propName(prop) === 'method'
            ? prop.initializer
            : ts.isShorthandPropertyAssignment(prop) && prop.name.text === 'method'
              ? prop.name
              : ts.isSpreadAssignment(prop)
                ? prop.expression
                : null;
        const p = value && paramOf(this.evaluate(value, env, 0));
        if (p) return p;
      }
    }
    return undefined;
  }

  /** The methods an options object gives (its own `method`, or a spread object's); GET without one. */
  private methodsOf(node: ts.Expression | undefined, env: Env, depth: number): ClientMethod[] {
    if (!node) return ['GET'];
    const found = new Set<ClientMethod>();
    for (const v of this.evaluate(node, env, depth)) {
      if (v.kind !== 'obj') {
        found.add('*');
        continue;
      }
      for (const m of this.objectMethods(v.node, env, depth)) found.add(m);
    }
    return [...found];
  }

  private objectMethods(obj: ts.ObjectLiteralExpression, env: Env, depth: number): ClientMethod[] {
    let own: ClientMethod[] | null = null;
    let spread: ClientMethod[] = [];
    for (const prop of obj.properties) {
      if (ts.isSpreadAssignment(prop)) {
        const inner = this.evaluate(prop.expression, env, depth + 1);
        const ms = new Set<ClientMethod>();
        for (const v of inner) {
          if (v.kind === 'obj') this.objectMethods(v.node, env, depth + 1).forEach((m) => ms.add(m));
          else if (v.kind === 'str' || v.kind === 'unknown' || v.kind === 'param') ms.add(v.kind === 'str' ? 'GET' : '*');
        }
        // A later spread replaces an earlier method only where it names one.
        spread = [...ms].filter((m) => m !== 'GET').length ? [...ms] : spread.length ? spread : [...ms];
      } else if (propName(prop) === 'method') {
        own =
          ts.isShorthandPropertyAssignment(prop) || ts.isPropertyAssignment(prop)
            ? this.evaluate(ts.isPropertyAssignment(prop) ? prop.initializer : prop.name, env, depth + 1).map((v) =>
                v.kind === 'str' && /^(GET|POST|PUT|PATCH|DELETE)$/.test(v.text) ? (v.text as ClientMethod) : '*',
              )
            : ['*'];
      }
    }
    if (own) return own;
    return spread.length ? spread : ['GET'];
  }

  /** The values an expression can have; parameters bound in `env` take their arguments' values. */
  evaluate(node: ts.Expression, env: Env, depth: number): Value[] {
    if (depth > maxDepth) return [unknown];
    const again = (n: ts.Expression) => this.evaluate(n, env, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ kind: 'str', text: node.text }];
    if (ts.isNumericLiteral(node)) return [{ kind: 'str', text: wild }];
    if (node.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isTemplateExpression(node)) {
      let acc: string[] = [node.head.text];
      for (const span of node.templateSpans) {
        const values = again(span.expression);
        // A parameter is read at the function's calls (a path parameter where the function is called from nowhere known).
        if (paramOf(values)) return [paramOf(values)!];
        const parts = values.map((v) => (v.kind === 'str' ? v.text : wild));
        acc = product(acc, parts).map((s) => s + span.literal.text);
      }
      return acc.map((text) => ({ kind: 'str', text }));
    }
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      return again(node.expression);
    if (ts.isConditionalExpression(node)) return union(again(node.whenTrue), again(node.whenFalse));
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) return union(again(node.left), again(node.right));
      if (op === ts.SyntaxKind.PlusToken) {
        const left = again(node.left);
        const right = again(node.right);
        const p = paramOf(left) ?? paramOf(right);
        if (p) return [p];
        const str = (vs: Value[]) => vs.map((v) => (v.kind === 'str' ? v.text : wild));
        return product(str(left), str(right)).map((text) => ({ kind: 'str', text }));
      }
      return [unknown];
    }
    if (ts.isObjectLiteralExpression(node)) return [{ kind: 'obj', node }];
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [{ kind: 'fn', node }];
    if (ts.isIdentifier(node)) return this.identifier(node, env, depth);
    if (ts.isPropertyAccessExpression(node)) return this.member(again(node.expression), node.name.text, env, depth);
    if (ts.isElementAccessExpression(node)) {
      const keys = again(node.argumentExpression);
      const key = keys.length === 1 && keys[0].kind === 'str' && !keys[0].text.includes(wild) ? keys[0].text : null;
      return this.member(again(node.expression), key, env, depth);
    }
    if (ts.isCallExpression(node)) return this.call(node, env, depth);
    return [unknown];
  }

  private call(node: ts.CallExpression, env: Env, depth: number): Value[] {
    const again = (n: ts.Expression) => this.evaluate(n, env, depth + 1);
    const callee = node.expression;
    if (ts.isIdentifier(callee) && (callee.text === 'encodeURIComponent' || callee.text === 'String')) return [{ kind: 'str', text: wild }];
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'replace') {
      const target = again(callee.expression);
      if (paramOf(target)) return [paramOf(target)!];
      const [pattern, replacement] = node.arguments;
      const by = replacement ? again(replacement).map((v) => (v.kind === 'str' ? v.text : wild)) : [wild];
      return target.map((v) => {
        if (v.kind !== 'str') return v;
        if (pattern && ts.isStringLiteral(pattern))
          return { kind: 'str', text: v.text.replace(pattern.text, by.length === 1 ? by[0] : wild) };
        return { kind: 'str', text: v.text.replace(/:[A-Za-z_]\w*/g, wild) };
      });
    }
    const fns = again(callee);
    const out: Value[] = [];
    for (const fn of fns) {
      if (fn.kind === 'param') return [fn];
      if (fn.kind !== 'fn') {
        out.push(unknown);
        continue;
      }
      const next: Env = new Map(env);
      fn.node.parameters.forEach((param, i) => {
        const arg = node.arguments[i];
        next.set(param, [arg ? { expr: arg } : param.initializer ? { expr: param.initializer } : { value: [unknown] }]);
      });
      out.push(...this.returns(fn.node, next, depth + 1));
    }
    return dedupe(out);
  }

  /** What a function returns: its expression body, or each `return` of its block (not of nested functions). */
  private returns(fn: ts.FunctionLikeDeclaration, env: Env, depth: number): Value[] {
    if (!fn.body) return [unknown];
    if (!ts.isBlock(fn.body)) return this.evaluate(fn.body, env, depth);
    const out: Value[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n)) out.push(...(n.expression ? this.evaluate(n.expression, env, depth) : [unknown]));
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out.length ? dedupe(out) : [unknown];
  }

  /** `a.b` / `a[k]`: an object literal's property (every property's value when the key is not known). */
  private member(objects: Value[], key: string | null, env: Env, depth: number): Value[] {
    const out: Value[] = [];
    for (const v of objects) {
      if (v.kind === 'param') return [{ ...v, path: [...v.path, key ?? '*'] }];
      if (v.kind !== 'obj') {
        out.push(unknown);
        continue;
      }
      for (const prop of v.node.properties) {
        const name = propName(prop);
        if (key !== null && name !== key) continue;
        if (ts.isPropertyAssignment(prop)) out.push(...this.evaluate(prop.initializer, env, depth + 1));
        else if (ts.isShorthandPropertyAssignment(prop)) out.push(...this.evaluate(prop.name, env, depth + 1));
        else if (ts.isMethodDeclaration(prop)) out.push({ kind: 'fn', node: prop });
        else if (ts.isSpreadAssignment(prop) && key !== null)
          out.push(...this.member(this.evaluate(prop.expression, env, depth + 1), key, env, depth + 1));
      }
    }
    return out.length ? dedupe(out) : [unknown];
  }

  private identifier(node: ts.Identifier, env: Env, depth: number): Value[] {
    if (node.text === 'undefined') return [];
    const decl = this.declarationOf(node);
    if (!decl) return [unknown];
    if (decl.kind === 'param') {
      const bound = env.get(decl.param);
      if (bound) return dedupe(bound.flatMap((b) => ('expr' in b ? this.evaluate(b.expr, env, depth + 1) : b.value)));
      if (ts.isIdentifier(decl.param.name))
        return [{ kind: 'param', fn: decl.fn, index: decl.fn.parameters.indexOf(decl.param), path: [] }];
      return [unknown];
    }
    if (decl.kind === 'fn') return [{ kind: 'fn', node: decl.node }];
    if (decl.kind === 'state') return isStateOf(decl.decl, node.text, 0) ? this.stateValues(decl.decl, env, depth) : [unknown];
    if (decl.kind === 'const') {
      let values = this.evaluate(decl.init, env, depth + 1);
      for (const key of decl.keys ?? []) values = this.member(values, key, env, depth + 1);
      return values;
    }
    if (decl.kind === 'import') {
      const exported = this.exported(decl.module, decl.name, decl.from);
      if (!exported) return [unknown];
      return this.identifier(exported, env, depth + 1);
    }
    return [unknown];
  }

  /**
   * A React state's values (`const [deleting, setDeleting] = useState(null)`): its initial value and every value its
   * setter is given in the file (an updater function is not followed).
   */
  private stateValues(decl: ts.VariableDeclaration, env: Env, depth: number): Value[] {
    const pattern = decl.name as ts.ArrayBindingPattern;
    const setter = pattern.elements[1];
    const out: Value[] = [];
    const init = (decl.initializer as ts.CallExpression).arguments[0];
    if (init) out.push(...this.evaluate(init, env, depth + 1).filter((v) => v.kind !== 'fn'));
    if (setter && !ts.isOmittedExpression(setter) && ts.isIdentifier(setter.name)) {
      const setName = setter.name.text;
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === setName && n.arguments[0]) {
          const d = this.declarationOf(n.expression);
          if (d && d.kind === 'state' && d.decl === decl)
            out.push(...this.evaluate(n.arguments[0], env, depth + 1).filter((v) => v.kind !== 'fn'));
        }
        ts.forEachChild(n, visit);
      };
      visit(decl.getSourceFile());
    }
    return dedupe(out);
  }

  /** Where an identifier is declared, looking outwards through its scopes. */
  private declarationOf(
    node: ts.Identifier,
  ):
    | { kind: 'param'; param: ts.ParameterDeclaration; fn: ts.FunctionLikeDeclaration }
    | { kind: 'fn'; node: ts.FunctionDeclaration }
    | { kind: 'const'; init: ts.Expression; keys?: string[] }
    | { kind: 'state'; decl: ts.VariableDeclaration }
    | { kind: 'import'; module: string; name: string; from: string }
    | null {
    const name = node.text;
    for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const param = (scope as ts.FunctionLikeDeclaration).parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
        if (param) return { kind: 'param', param, fn: scope as ts.FunctionLikeDeclaration };
        if ((scope as ts.FunctionLikeDeclaration).parameters.some((p) => !ts.isIdentifier(p.name) && bindsName(p.name, name))) return null;
      }
      const statements = ts.isSourceFile(scope) || ts.isBlock(scope) || ts.isModuleBlock(scope) ? scope.statements : null;
      if (!statements) continue;
      for (const st of statements) {
        if (ts.isVariableStatement(st)) {
          const constant = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
          for (const d of st.declarationList.declarations) {
            if (ts.isIdentifier(d.name) && d.name.text === name)
              return constant && d.initializer ? { kind: 'const', init: d.initializer } : null;
            if (isStateOf(d, name, 0) || isStateOf(d, name, 1)) return { kind: 'state', decl: d };
            if (!ts.isIdentifier(d.name) && bindsName(d.name, name)) {
              const keys = constant && d.initializer ? keysTo(d.name, name) : null;
              return keys ? { kind: 'const', init: d.initializer!, keys } : null;
            }
          }
        } else if (ts.isFunctionDeclaration(st) && st.name?.text === name) return { kind: 'fn', node: st };
        else if (ts.isImportDeclaration(st) && st.importClause && ts.isStringLiteral(st.moduleSpecifier)) {
          const bindings = st.importClause.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const el of bindings.elements)
              if (el.name.text === name)
                return {
                  kind: 'import',
                  module: st.moduleSpecifier.text,
                  name: (el.propertyName ?? el.name).text,
                  from: scope.getSourceFile().fileName,
                };
          }
        }
      }
    }
    return null;
  }

  /** The identifier an exported name is declared with, following re-exports. */
  private exported(module: string, name: string, from: string, seen = 0): ts.Identifier | null {
    const file = this.resolveModule(module, from);
    if (!file || seen > 5) return null;
    const sf = this.source(file);
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st) && hasExport(st)) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name) return d.name;
      } else if (ts.isFunctionDeclaration(st) && hasExport(st) && st.name?.text === name) return st.name;
      else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
        if (!st.exportClause) {
          const found = this.exported(st.moduleSpecifier.text, name, file, seen + 1);
          if (found) return found;
        } else if (ts.isNamedExports(st.exportClause)) {
          for (const el of st.exportClause.elements)
            if (el.name.text === name) return this.exported(st.moduleSpecifier.text, (el.propertyName ?? el.name).text, file, seen + 1);
        }
      } else if (ts.isExportDeclaration(st) && !st.moduleSpecifier && st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const el of st.exportClause.elements) {
          if (el.name.text !== name) continue;
          const local = (el.propertyName ?? el.name).text;
          for (const s2 of sf.statements)
            if (ts.isVariableStatement(s2))
              for (const d of s2.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === local) return d.name;
        }
      }
    }
    return null;
  }

  private resolveModule(module: string, from: string): string | null {
    const aliases: Record<string, string> = {
      '@client/': 'src/client/',
      '@shared/': 'src/shared/',
      '@plugins/': 'plugins/',
      '@server/': 'src/server/',
    };
    let base: string | null = null;
    for (const [alias, dir] of Object.entries(aliases))
      if (module.startsWith(alias)) base = join(this.root, dir, module.slice(alias.length));
    if (!base && module.startsWith('.')) base = resolve(dirname(from), module);
    if (!base) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
      if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
    return null;
  }

  /** The calls of a function declared as a named constant or function: in its file, and in the files that import it. */
  private callers = new Map<ts.FunctionLikeDeclaration, ts.CallExpression[]>();

  private callsOf(fn: ts.FunctionLikeDeclaration): ts.CallExpression[] {
    let found = this.callers.get(fn);
    if (!found) this.callers.set(fn, (found = this.findCalls(fn)));
    return found;
  }

  /** Every call of the client's files by the name it calls (`send(…)`, `write.send(…)`), made once. */
  private callIndex: Map<string, ts.CallExpression[]> | null = null;

  private findCalls(fn: ts.FunctionLikeDeclaration): ts.CallExpression[] {
    const name = functionName(fn);
    if (!name) return [];
    if (!this.callIndex) {
      const index = new Map<string, ts.CallExpression[]>();
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n)) {
          const callee = n.expression;
          const id = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) ? callee.name : null;
          if (id) index.set(id.text, [...(index.get(id.text) ?? []), n]);
        }
        ts.forEachChild(n, visit);
      };
      for (const sf of this.files.values()) visit(sf);
      this.callIndex = index;
    }
    return (this.callIndex.get(name.local) ?? []).filter((call) =>
      this.evaluate(call.expression, new Map(), 0).some((t) => t.kind === 'fn' && t.node === fn),
    );
  }
}

function functionName(fn: ts.FunctionLikeDeclaration): { local: string } | null {
  if (ts.isFunctionDeclaration(fn) && fn.name) return { local: fn.name.text };
  if (ts.isMethodDeclaration(fn) && ts.isIdentifier(fn.name)) return { local: fn.name.text };
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return { local: parent.name.text };
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return { local: parent.name.text };
  return null;
}

/** The property names an object destructuring takes to reach `name` (`const { a: { b } } = x` → a, b); null for arrays and rests. */
/** `const [name, setName] = useState(…)`: the state (index 0) or its setter (1). */
function isStateOf(d: ts.VariableDeclaration, name: string, index: 0 | 1): boolean {
  if (!ts.isArrayBindingPattern(d.name) || !d.initializer || !ts.isCallExpression(d.initializer)) return false;
  const callee = d.initializer.expression;
  const hook = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  const el = d.name.elements[index];
  return hook === 'useState' && !!el && !ts.isOmittedExpression(el) && ts.isIdentifier(el.name) && el.name.text === name;
}

function keysTo(pattern: ts.BindingName, name: string): string[] | null {
  if (ts.isIdentifier(pattern)) return pattern.text === name ? [] : null;
  if (!ts.isObjectBindingPattern(pattern)) return null;
  for (const el of pattern.elements) {
    if (el.dotDotDotToken) continue;
    const key = el.propertyName
      ? ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName)
        ? el.propertyName.text
        : null
      : ts.isIdentifier(el.name)
        ? el.name.text
        : null;
    const rest = keysTo(el.name, name);
    if (rest && key) return [key, ...rest];
  }
  return null;
}

function bindsName(pattern: ts.BindingName, name: string): boolean {
  if (ts.isIdentifier(pattern)) return pattern.text === name;
  return pattern.elements.some((el) => !ts.isOmittedExpression(el) && bindsName(el.name, name));
}

const hasExport = (node: ts.Node) => !!ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function propName(prop: ts.ObjectLiteralElementLike): string | null {
  if (!prop.name) return null;
  if (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) || ts.isNumericLiteral(prop.name)) return prop.name.text;
  return null;
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  return node;
}

const paramOf = (vs: Value[]) => vs.find((v): v is Extract<Value, { kind: 'param' }> => v.kind === 'param');

function product(a: string[], b: string[]): string[] {
  const out: string[] = [];
  for (const x of a) for (const y of b) if (out.length < maxValues) out.push(x + y);
  return out;
}

function union(a: Value[], b: Value[]): Value[] {
  return dedupe([...a, ...b]);
}

function dedupe(vs: Value[]): Value[] {
  const seen = new Set<string>();
  const out: Value[] = [];
  for (const v of vs) {
    const key =
      v.kind === 'str'
        ? `s:${v.text}`
        : v.kind === 'obj' || v.kind === 'fn'
          ? `${v.kind}:${v.node.pos}:${v.node.getSourceFile().fileName}`
          : v.kind;
    if (v.kind === 'unknown' || v.kind === 'param' || !seen.has(key)) out.push(v);
    seen.add(key);
  }
  return out.slice(0, maxValues);
}

/** Without the query string and the '/api' prefix of an address the page loads itself. */
function cleanPath(text: string): string {
  const q = text.indexOf('?');
  const path = q >= 0 ? text.slice(0, q) : text;
  return path.startsWith('/api/') ? path.slice(4) : path;
}

/** Segments the source cannot know are `{}`; so is a segment partly known (it names no spec path). */
export function normaliseClient(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg.includes(wild) || /^:\w+$/.test(seg) ? '{}' : seg))
    .join('/')
    .replace(/\/+$/, '');
}

/** The product's source files: a node type's tests beside it (plugins/<type>/<type>.test.ts) and the plugins' test support are not the client. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.d\.ts$|\.test\.tsx?$|^test-support\.ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}
