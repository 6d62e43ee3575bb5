// The tenant-key rule (issue 20), checked on the SQL the API really sends, parsed by PostgreSQL's
// own parser (libpg-query): distributed by parent bank, a transaction and its lines live on the
// same shard only if every statement that brings them together says so.
//  1. Two tenant tables joined (an equality between their columns, in an ON, a WHERE or a
//     correlated subquery) are joined on their tenant keys too: a co-located join, never a
//     repartition.
//  2. Lines looked up by their transaction (or written) name their tenant key too, equal to a
//     value or to another tenant table's key: one shard answers, not every shard.
// Transactions alone may be read without it: the programme's own lists span every parent bank,
// and so may lines looked up by waste item (an item's deletion guard), as a query of every shard.
import { parse } from 'libpg-query';
import { TENANT_KEYS } from '../db/distribution';

/** The nodes of PostgreSQL's parse tree this rule reads; everything else is walked through. */
type Node = Record<string, unknown>;
type Binding = { name: string; table: string };
type Column = { binding: Binding; column: string };
type Equality = { left: Column | 'value'; right: Column | 'value' };

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const child = (node: Node, key: string) => (isObject(node[key]) ? (node[key] as Node) : undefined);
const list = (value: unknown) => (Array.isArray(value) ? (value as Node[]) : []);
const sval = (node: Node) => (child(node, 'String')?.sval as string | undefined) ?? undefined;

/** The tables and subqueries of a FROM (or USING) list, and the join conditions it holds. */
function fromItems(items: Node[], bindings: Binding[], quals: Node[], nested: Node[]) {
  for (const item of items) {
    const range = child(item, 'RangeVar');
    const join = child(item, 'JoinExpr');
    const sub = child(item, 'RangeSubselect');
    if (range) {
      const table = range.relname as string;
      bindings.push({ table, name: (child(range, 'alias')?.aliasname as string | undefined) ?? table });
    } else if (join) {
      fromItems([join.larg as Node, join.rarg as Node], bindings, quals, nested);
      if (isObject(join.quals)) quals.push(join.quals);
    } else if (sub) {
      nested.push(sub.subquery as Node);
    } else {
      nested.push(item);
    }
  }
}

/** Equalities between columns and values, and the subqueries met on the way (their own scopes). */
function equalities(expr: unknown, scope: Binding[], out: Equality[], nested: Node[]) {
  if (Array.isArray(expr)) return expr.forEach((e) => equalities(e, scope, out, nested));
  if (!isObject(expr)) return;
  const sub = child(expr, 'SubLink');
  if (sub) {
    nested.push(sub.subselect as Node);
    if (sub.testexpr) equalities(sub.testexpr, scope, out, nested);
    return;
  }
  const op = child(expr, 'A_Expr');
  if (op && (op.kind === 'AEXPR_OP' || op.kind === 'AEXPR_OP_ANY' || op.kind === 'AEXPR_IN')) {
    const name = list(op.name).map(sval).join('');
    if (name === '=') {
      out.push({ left: operand(op.lexpr, scope), right: operand(op.rexpr, scope) });
    }
  }
  for (const value of Object.values(expr)) equalities(value, scope, out, nested);
}

/** A column of a table in scope, or 'value' for anything else (a parameter, a literal, an expression). */
function operand(expr: unknown, scope: Binding[]): Column | 'value' {
  const ref = isObject(expr) ? child(expr, 'ColumnRef') : undefined;
  if (!ref) return 'value';
  const names = list(ref.fields).map(sval);
  if (names.some((n) => n === undefined)) return 'value';
  const column = names.at(-1)!;
  const qualifier = names.at(-2);
  const binding = qualifier
    ? [...scope].reverse().find((b) => b.name === qualifier)
    : scope.length === 1
      ? scope[0]
      : undefined;
  return binding ? { binding, column } : 'value';
}

/** The rule's findings for one statement's text: empty when it keeps the rule. */
export async function tenantKeyFindings(text: string): Promise<string[]> {
  const findings: string[] = [];
  const tree = (await parse(text)) as { stmts: { stmt: Node }[] };
  const visit = (node: Node, outer: Binding[]) => {
    const select = child(node, 'SelectStmt');
    const update = child(node, 'UpdateStmt');
    const remove = child(node, 'DeleteStmt');
    const insert = child(node, 'InsertStmt');
    const stmt = select ?? update ?? remove ?? insert;
    if (!stmt) {
      // Not a statement of its own (a VALUES row, an expression): look for the ones inside it.
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.filter(isObject).forEach((v) => visit(v, outer));
        else if (isObject(value)) visit(value, outer);
      }
      return;
    }
    const local: Binding[] = [];
    const quals: Node[] = [];
    const nested: Node[] = [];
    for (const cte of list(child(stmt, 'withClause')?.ctes))
      nested.push(child(cte, 'CommonTableExpr')!.ctequery as Node);
    if (insert) insertedKey(insert, findings);
    else if (isObject(stmt.relation)) fromItems([{ RangeVar: stmt.relation }], local, quals, nested);
    fromItems([...list(stmt.fromClause), ...list(stmt.usingClause)], local, quals, nested);
    if (isObject(stmt.whereClause)) quals.push(stmt.whereClause);
    // A UNION's arms are bare SELECTs; an INSERT's source is a node like any other.
    for (const key of ['larg', 'rarg']) if (isObject(stmt[key])) nested.push({ SelectStmt: stmt[key] });
    if (isObject(stmt.selectStmt)) nested.push(stmt.selectStmt);
    const scope = [...outer, ...local];
    const eqs: Equality[] = [];
    equalities(quals, scope, eqs, nested);
    // Subqueries in the select list, SET values, RETURNING, HAVING: their own scopes, seeing this one.
    for (const key of ['targetList', 'havingClause', 'returningList', 'valuesLists'])
      equalities(stmt[key], scope, [], nested);
    checkScope(local, scope, eqs, findings);
    for (const n of nested) visit(n, scope);
  };
  for (const { stmt } of tree.stmts) visit(stmt, []);
  return findings;
}

/** An insert into lines says their tenant key (its rows come from VALUES or a SELECT, visited on their own). */
function insertedKey(insert: Node, findings: string[]) {
  const table = child(insert, 'relation')?.relname as string;
  const columns = list(insert.cols).map((c) => child(c, 'ResTarget')?.name);
  if (table === 'transaction_details' && !columns.includes(TENANT_KEYS[table])) {
    findings.push(`an insert into ${table} without its ${TENANT_KEYS[table]}`);
  }
}

const keyOf = (b: Binding) => TENANT_KEYS[b.table as keyof typeof TENANT_KEYS];
const columns = (e: Equality) => [e.left, e.right].filter((c): c is Column => c !== 'value');

function checkScope(local: Binding[], scope: Binding[], eqs: Equality[], findings: string[]) {
  for (const binding of local.filter(keyOf)) {
    const onKey = eqs.filter((e) => columns(e).some((c) => c.binding === binding && c.column === keyOf(binding)));
    for (const other of scope.slice(0, scope.indexOf(binding)).filter(keyOf)) {
      const joined = eqs.some(
        (e) =>
          columns(e).length === 2 &&
          columns(e).every((c) => c.binding === binding || c.binding === other) &&
          columns(e)[0]!.binding !== columns(e)[1]!.binding,
      );
      const keyed = onKey.some((e) => columns(e).some((c) => c.binding === other && c.column === keyOf(other)));
      if (joined && !keyed)
        findings.push(`${binding.name} joins ${other.name} without ${keyOf(binding)} = ${keyOf(other)}`);
    }
    const byTransaction = eqs.some((e) =>
      columns(e).some((c) => c.binding === binding && c.column === 'transaction_id'),
    );
    if (binding.table === 'transaction_details' && byTransaction && onKey.length === 0) {
      findings.push(`${binding.name} is read without its ${keyOf(binding)}`);
    }
  }
}
