import { GraphQLError } from 'graphql';

// Magento's error categories (extensions.category).
export type ErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

/**
 * An answer to the client's request (bad input, not found, not allowed), not a fault: it carries no stack. The
 * GraphQL executor reads the stack of every error it reports, and with source maps on (tsx) formatting its frames
 * cost about 100 µs an error answer, a fifth of the request; a fault keeps its stack for the log.
 */
export class MagentoError extends Error {
  readonly category: ErrorCategory;

  constructor(message: string, category: ErrorCategory) {
    const frames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = frames;
    this.category = category;
  }
}

export const inputError = (message: string) => new MagentoError(message, 'graphql-input');
/** Magento's GraphQlAlreadyExistsException (e.g. an address already subscribed to the newsletter) */
export const alreadyExists = (message: string) => new MagentoError(message, 'graphql-already-exists');
export const noSuchEntity = (message: string) => new MagentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => new MagentoError(message, 'graphql-authorization');
/** A wrong password or a locked account (Magento's GraphQlAuthenticationException): not a lost session. */
export const authenticationError = (message: string) => new MagentoError(message, 'graphql-authentication');

export interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { category: ErrorCategory };
}

interface WithStatus {
  statusCode?: number;
  code?: string;
  errors?: unknown[];
}

// Errors that mean the HTTP request itself was unusable (bad JSON, too large, wrong method or content type).
export const httpStatusOf = (error: unknown): number | undefined => {
  const s = error as WithStatus | undefined;
  if (!s || typeof s.statusCode !== 'number' || s.statusCode < 400 || s.statusCode >= 500) return;
  // GraphQL validation errors answer 200 (as Magento); the same code also wraps the request body's own
  // schema errors ("body must be object": a batched array, a text/plain body), which are the request's
  if (s.code === 'MER_ERR_GQL_VALIDATION')
    return Array.isArray(s.errors) && s.errors.some((x) => !isGraphQLError(x)) ? s.statusCode : undefined;
  return s.statusCode;
};

// Duck-typed: mercurius (CommonJS) and this code may hold different copies of graphql-js's GraphQLError
// (the ESM/CJS dual package), so instanceof is not reliable.
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError || (error as Error | undefined)?.name === 'GraphQLError';

export const formatError = (error: unknown): FormattedError => {
  const gql = isGraphQLError(error) ? error : undefined;
  const original = gql ? gql.originalError : (error as Error | undefined);
  const base = {
    ...(gql?.locations ? { locations: gql.locations } : {}),
    ...(gql?.path ? { path: gql.path } : {}),
  };
  if (original instanceof MagentoError)
    return { message: original.message, ...base, extensions: { category: original.category } };
  // graphql-js errors (syntax, validation, variable coercion) and request errors are client errors
  if (!original || isGraphQLError(original) || httpStatusOf(original) || isClientError(original))
    return {
      message: gql?.message ?? (error as Error)?.message ?? 'Bad request',
      ...base,
      extensions: { category: 'graphql' },
    };
  // anything else is a server fault: do not leak it (Magento answers "Internal server error")
  return { message: 'Internal server error', ...base, extensions: { category: 'graphql' } };
};

const isClientError = (error: Error) => {
  const s = error as WithStatus;
  return typeof s.statusCode === 'number' && s.statusCode < 500;
};

/**
 * Mercurius error formatter body: a flat Magento-shaped error list (mercurius wraps validation errors in
 * one error holding the list), HTTP 200 for GraphQL errors and 4xx only when the HTTP request itself was
 * unusable. It never throws, so a formatting fault cannot turn into a 500.
 */
export const formatExecutionErrors = (
  execution: { data?: unknown; errors: readonly unknown[] },
  logInternal: (error: unknown) => void,
): { statusCode: number; response: { data?: unknown; errors: FormattedError[] } } => {
  try {
    const errors = execution.errors.flatMap((e) => {
      const outer = (e as GraphQLError).originalError as WithStatus | undefined;
      const inner = outer?.errors;
      if (!Array.isArray(inner)) return [e];
      // an unusable request (its body, its method) holds plain errors: the client's mistake, said as such
      return inner.map((x) =>
        isGraphQLError(x) || !httpStatusOf(outer)
          ? x
          : new MagentoError((x as Error).message, 'graphql-input'),
      );
    });
    const statusCode = execution.data
      ? 200
      : (execution.errors
          .map((e) => httpStatusOf((e as GraphQLError).originalError ?? e))
          .find((s) => s !== undefined) ?? 200);
    const formatted = errors.map((e) => {
      const f = formatError(e);
      if (f.message === 'Internal server error') logInternal(isGraphQLError(e) ? (e.originalError ?? e) : e);
      return f;
    });
    return {
      statusCode,
      response: { ...(execution.data !== undefined ? { data: execution.data } : {}), errors: formatted },
    };
  } catch (error) {
    logInternal(error);
    return {
      statusCode: 200,
      response: { errors: [{ message: 'Internal server error', extensions: { category: 'graphql' } }] },
    };
  }
};
