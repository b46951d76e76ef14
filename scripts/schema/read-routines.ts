// The snapshot's functions and procedures: each one's current full definition as
// PostgreSQL prints it (pg_get_functiondef, whatever migration last replaced it), its
// comment and who may execute it.
import type { Tx } from '../../server/db/database.ts';
import { SKIPPED_SCHEMAS } from './read-relations.ts';
import { type Grant, grantLines, type SchemaItem } from './schema-item.ts';

type Routine = {
  schema: string;
  name: string;
  signature: string;
  kind: string;
  def: string;
  comment: string | null;
  grants: Grant[];
};

export async function readRoutines(tx: Tx): Promise<SchemaItem[]> {
  const { rows } = await tx.query<Routine>(
    `select n.nspname as schema, format('%I.%I', n.nspname, p.proname) as name,
       pg_get_function_identity_arguments(p.oid) as signature, p.prokind::text as kind,
       pg_get_functiondef(p.oid) as def, quote_literal(obj_description(p.oid, 'pg_proc')) as comment,
       coalesce((
         select json_agg(json_build_object(
           'grantee', case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end,
           'privilege', a.privilege_type, 'grantable', a.is_grantable))
         from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
         where a.grantee <> p.proowner
       ), '[]') as grants
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where p.prokind in ('f', 'p') and ${SKIPPED_SCHEMAS}
       and not exists (select 1 from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')`,
  );
  return rows.map((routine) => {
    const kind = routine.kind === 'p' ? 'procedure' : 'function';
    const target = `${kind} ${routine.name}(${routine.signature})`;
    const { grants } = routine;
    const statements = [`${routine.def.trimEnd()};`];
    if (routine.comment !== null) statements.push(`comment on ${target} is ${routine.comment};`);
    // Every function is executable by public unless revoked: say so when it was.
    if (!grants.some((grant) => grant.grantee === 'public')) statements.push(`revoke execute on ${target} from public;`);
    statements.push(...grantLines(target, grants, ['EXECUTE']));
    return { sort: [routine.schema, '3 function', routine.name, routine.signature], header: target, body: statements.join('\n') };
  });
}
