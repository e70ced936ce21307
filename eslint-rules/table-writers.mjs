import { TABLE_OWNERS } from '../apps/server/src/db/schema/table-owners.mjs';

const OWNER_OF = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])));
const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /(?:insert\s+into|update|delete\s+from)\s*$/i;

/**
 * One owner per table (docs/decisions/0035): in apps/server/src/modules/<module>/, a drizzle write
 * (`.insert(t)`, `.update(t)`, `.delete(t)`, `insertMany(tx, t, …)`, or raw `sql` reading "insert into
 * ${t}", "update ${t}", "delete from ${t}") of a table imported from db/schema must name a table that
 * module owns (db/schema/table-owners.mjs).
 */
export default {
  meta: {
    type: 'problem',
    messages: {
      foreign: "Module '{{module}}' writes '{{table}}', which '{{owner}}' owns: go through its public file.",
      unowned: "Table '{{table}}' has no owner in db/schema/table-owners.mjs.",
    },
    schema: [],
  },
  create(context) {
    const match = /apps\/server\/src\/modules\/([^/]+)\//.exec(context.filename.replaceAll('\\', '/'));
    if (!match) return {};
    const module = match[1];
    /** local name -> table name, for bindings imported from db/schema */
    const tables = new Map();
    const check = (node, identifier) => {
      if (identifier?.type !== 'Identifier' || !tables.has(identifier.name)) return;
      const table = tables.get(identifier.name);
      const owner = OWNER_OF.get(table);
      if (!owner) context.report({ node, messageId: 'unowned', data: { table } });
      else if (owner !== module) context.report({ node, messageId: 'foreign', data: { module, table, owner } });
    };
    return {
      ImportDeclaration(node) {
        if (!/\/db\/schema\//.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') tables.set(specifier.local.name, specifier.imported.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && WRITES.has(callee.property.name)) check(node, node.arguments[0]);
        if (callee.type === 'Identifier' && callee.name === 'insertMany') check(node, node.arguments[1]);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        node.quasi.expressions.forEach((expression, index) => {
          if (SQL_WRITE.test(node.quasi.quasis[index].value.cooked ?? '')) check(node, expression);
        });
      },
    };
  },
};
