import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { inputError } from '@/server/resolvers/errors';

// Magento's QueryDepth / QueryComplexity (webonyx) limits: depth 20, complexity 300 (di.xml defaults).
// Introspection (__schema, __type) counts like any field, as in webonyx: graphql-js's full introspection query
// (every option on) measures depth 14 and complexity 230, so tools and GraphiQL keep working, while a document
// of 300 aliased __schema walks (12 MB of answer from a 10 KB request) is refused.
//
// Linear in the document (issue 15): each fragment's cost and depth are computed once and reused for every
// spread of it, so fragments that each spread the next twice cost one walk per fragment, not 2^levels.

/** cost: webonyx's complexity (a field is 1 plus its children); depth: the deepest field level below the
 * set (0 = a field directly in it, -1 = no field at all). */
interface Measure {
  cost: number;
  depth: number;
}

type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

class Measurer {
  private readonly done = new Map<string, Measure>();
  private readonly open = new Set<string>();
  readonly cycles = new Set<string>();

  constructor(private readonly fragments: FragmentLookup) {}

  set(set: SelectionSetNode): Measure {
    let cost = 0;
    let depth = -1;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const child = sel.selectionSet ? this.set(sel.selectionSet) : { cost: 0, depth: -1 };
        cost += 1 + child.cost;
        depth = Math.max(depth, child.depth + 1);
      } else {
        const m =
          sel.kind === Kind.INLINE_FRAGMENT ? this.set(sel.selectionSet) : this.fragment(sel.name.value);
        cost += m.cost;
        depth = Math.max(depth, m.depth);
      }
    }
    return { cost, depth };
  }

  private fragment(name: string): Measure {
    const known = this.done.get(name);
    if (known) return known;
    const frag = this.fragments(name);
    if (!frag) return { cost: 0, depth: -1 }; // an unknown fragment is reported by KnownFragmentNames
    if (this.open.has(name)) {
      this.cycles.add(name);
      return { cost: 0, depth: -1 };
    }
    this.open.add(name);
    const m = this.set(frag.selectionSet);
    this.open.delete(name);
    this.done.set(name, m);
    return m;
  }
}

export const measureOperation = (set: SelectionSetNode, fragments: FragmentLookup) => {
  const measurer = new Measurer(fragments);
  const m = measurer.set(set);
  return { maxDepth: Math.max(0, m.depth), complexity: m.cost, cycles: [...measurer.cycles] };
};

// graphql-input: the document is the client's mistake (issue 15), as Magento's other input errors
const limitError = (message: string, node: OperationDefinitionNode) =>
  new GraphQLError(message, { nodes: node, originalError: inputError(message) });

export const queryLimitsRule =
  (maxDepth: number, maxComplexity: number) =>
  (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const {
        maxDepth: depth,
        complexity,
        cycles,
      } = measureOperation(node.selectionSet, (n) => context.getFragment(n));
      for (const name of cycles)
        context.reportError(limitError(`Cannot spread fragment "${name}" within itself.`, node));
      if (depth > maxDepth)
        context.reportError(limitError(`Max query depth should be ${maxDepth} but got ${depth}.`, node));
      if (complexity > maxComplexity)
        context.reportError(
          limitError(`Max query complexity should be ${maxComplexity} but got ${complexity}.`, node),
        );
    },
  });
