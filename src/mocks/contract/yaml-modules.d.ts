/** docs/openapi's documents, turned into data by vite.config.ts ('yaml-as-data'). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
