import { MagentoError, inputError } from '@/server/resolvers/errors';

// An error answer (the client's mistake) carries no stack: formatting one with source maps cost about 100 µs of
// every such answer, and nothing reads it (faults are logged with theirs).
describe('MagentoError', () => {
  it('keeps its message and category but no stack frames, and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const error = inputError('Required parameter "cart_id" is missing');
    expect(error).toBeInstanceOf(MagentoError);
    expect(error.message).toBe('Required parameter "cart_id" is missing');
    expect(error.category).toBe('graphql-input');
    expect(error.stack).toBe('Error: Required parameter "cart_id" is missing');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toContain('\n    at ');
  });
});
