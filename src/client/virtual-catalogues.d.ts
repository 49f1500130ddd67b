// Modules made by scripts/lib/catalogues.ts.
declare module 'virtual:messages/*' {}
declare module 'virtual:catalogues' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
