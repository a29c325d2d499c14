// The part of the jsonld processor (npm jsonld, which ships no types) that tests/e2e/outside-validators.ts uses.
declare module 'jsonld' {
  interface RemoteDocument {
    contextUrl?: string
    documentUrl: string
    document: unknown
  }
  interface ExpandOptions {
    /** Resolves every remote context the input names. */
    documentLoader?: (url: string) => Promise<RemoteDocument>
    /** Safe mode: whatever expansion would drop or cannot read is an error instead. */
    safe?: boolean
  }
  const jsonld: { expand(input: object, options?: ExpandOptions): Promise<unknown[]> }
  export default jsonld
}
