import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

// Magento's QueryDepth / QueryComplexity (webonyx) limits: depth 20, complexity 300 (di.xml defaults).
// Introspection (__schema, __type) is left out so tools and GraphiQL keep working.

const isIntrospection = (name: string) => name === '__schema' || name === '__type';

const walk = (
  set: SelectionSetNode,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  depth: number,
  seen: Set<string>,
  acc: { maxDepth: number; complexity: number },
): number => {
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (isIntrospection(sel.name.value)) continue;
      acc.maxDepth = Math.max(acc.maxDepth, depth);
      // webonyx: a field costs 1 plus the cost of its children
      cost += 1 + (sel.selectionSet ? walk(sel.selectionSet, fragments, depth + 1, seen, acc) : 0);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      cost += walk(sel.selectionSet, fragments, depth, seen, acc);
    } else {
      const name = sel.name.value;
      const frag = fragments(name);
      if (!frag || seen.has(name)) continue; // cycles are reported by NoFragmentCycles
      seen.add(name);
      cost += walk(frag.selectionSet, fragments, depth, seen, acc);
      seen.delete(name);
    }
  }
  return cost;
};

export const measureOperation = (
  set: SelectionSetNode,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
) => {
  const acc = { maxDepth: 0, complexity: 0 };
  acc.complexity = walk(set, fragments, 0, new Set(), acc);
  return acc;
};

export const queryLimitsRule =
  (maxDepth: number, maxComplexity: number) =>
  (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const { maxDepth: depth, complexity } = measureOperation(node.selectionSet, (n) =>
        context.getFragment(n),
      );
      if (depth > maxDepth)
        context.reportError(
          new GraphQLError(`Max query depth should be ${maxDepth} but got ${depth}.`, { nodes: node }),
        );
      if (complexity > maxComplexity)
        context.reportError(
          new GraphQLError(`Max query complexity should be ${maxComplexity} but got ${complexity}.`, {
            nodes: node,
          }),
        );
    },
  });
