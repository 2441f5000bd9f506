import { z } from 'zod';

/** One environment variable: how it is checked, its default, and what it means. */
export type Variable<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** Used when the variable is unset or empty. No default: the schema must accept undefined. */
  default?: string;
  /** How the default reads in the docs, when the value itself is computed (e.g. a path). */
  shownDefault?: string;
  description: string;
  /** Variables in a group are listed together in docs/configuration.md. */
  group: string;
};

export const variable = <S extends z.ZodType>(def: Variable<S>) => def;

/** An optional text setting (a secret, a URL). */
export const optional = <S extends z.ZodType<string>>(schema: S) => schema.optional();

export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** `true` or `1` is on, `false` or `0` off. */
export const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false (or 1 or 0)' })
    .transform((v) => v === 'true' || v === '1');

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;

/** `DATABASE_URL` → `databaseUrl`. */
export const camelCase = <S extends string>(name: S) =>
  name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;

export type ValuesOf<V extends Record<string, Variable>> = {
  -readonly [K in keyof V & string as CamelCase<K>]: z.output<V[K]['schema']>;
};

/** Reads every variable from `env` (empty counts as unset); returns values or problems. */
export function readVariables<V extends Record<string, Variable>>(
  variables: V,
  env: NodeJS.ProcessEnv,
): { values: ValuesOf<V>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, def] of Object.entries(variables)) {
    const raw = env[name] === undefined || env[name] === '' ? def.default : env[name];
    const parsed = def.schema.safeParse(raw);
    if (parsed.success) values[camelCase(name)] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => `${name}: ${issue.message}`));
  }
  return { values: values as ValuesOf<V>, problems };
}

/** The Markdown table of docs/configuration.md, one section per group. */
export function renderVariablesTable(variables: Record<string, Variable>): string {
  const groups = new Map<string, string[]>();
  for (const [name, def] of Object.entries(variables)) {
    const shown = def.shownDefault ?? def.default;
    const row = `| \`${name}\` | ${shown === undefined ? 'unset' : `\`${shown}\``} | ${def.description} |`;
    groups.set(def.group, [...(groups.get(def.group) ?? []), row]);
  }
  return [...groups]
    .map(
      ([group, rows]) =>
        `### ${group}\n\n| variable | default | meaning |\n| --- | --- | --- |\n${rows.join('\n')}`,
    )
    .join('\n\n');
}
