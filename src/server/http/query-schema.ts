// JSON schemas for GET querystrings (issue 15): each declared parameter at most once and of its type, so a
// repeated (?type=a&type=b), missing or wrong-typed parameter is Fastify's 400, never a handler's 500.
// Undeclared parameters (a campaign's utm_*, a cache-buster) stay allowed and ignored.

interface TextParam {
  type: 'string';
  maxLength: number;
  enum?: readonly string[];
}

/** Text parameters (default at most 1000 characters); `required` names the ones that must be there. */
export const textQuery = <N extends string>(
  names: readonly N[],
  opts: { required?: readonly N[]; enums?: Partial<Record<N, readonly string[]>>; maxLength?: number } = {},
) => ({
  type: 'object' as const,
  properties: Object.fromEntries(
    names.map((name): [N, TextParam] => {
      const values = opts.enums?.[name];
      return [
        name,
        { type: 'string', maxLength: opts.maxLength ?? 1000, ...(values ? { enum: values } : {}) },
      ];
    }),
  ) as Record<N, TextParam>,
  ...(opts.required?.length ? { required: [...opts.required] } : {}),
});
