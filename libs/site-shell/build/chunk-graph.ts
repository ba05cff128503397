/** What the build helpers read of an output chunk to walk the static import graph. */
export interface GraphChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
}

/** The bundle's chunks by file name (its assets left out). */
export function chunksOf<C extends GraphChunk>(
  bundle: Record<string, C | { type: 'asset' }>,
): Map<string, C> {
  const chunks = new Map<string, C>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** The entry chunk; a bundle without one is not a shell's. */
export function entryOf<C extends GraphChunk>(chunks: Map<string, C>): C {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bundle has no entry chunk');
  return entry;
}

/** `from` and every chunk it imports statically, transitively, in the order first reached. */
export function staticClosure<C extends GraphChunk>(chunks: Map<string, C>, from: C): C[] {
  const seen = new Map<string, C>();
  const visit = (chunk: C | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(chunks.get(file)));
  };
  visit(from);
  return [...seen.values()];
}
