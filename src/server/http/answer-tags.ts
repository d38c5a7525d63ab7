// The cache tags of one request's answer (store/cache-tags.ts): the resolvers add what they read, the response
// cache stores them with the answer.
const byRequest = new WeakMap<object, Set<string>>();

export const answerTags = (request: object): Set<string> => {
  let tags = byRequest.get(request);
  if (!tags) {
    tags = new Set();
    byRequest.set(request, tags);
  }
  return tags;
};
