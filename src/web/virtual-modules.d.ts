/** US English without the late and seating namespaces (vite.config.ts `fallbackMessages`). */
declare module 'virtual:fallback-messages' {
  const messages: import('../shared/i18n/translate.ts').Messages;
  export default messages;
}

/** US English of the seat pages only (vite.config.ts `fallbackMessages`). */
declare module 'virtual:fallback-messages-seating' {
  const messages: import('../shared/i18n/translate.ts').Messages;
  export default messages;
}

/** The box office's texts of each language, a chunk each (vite.config.ts `staffMessages`). */
declare module 'virtual:staff-messages' {
  const loaders: Record<
    string,
    () => Promise<{ default: import('../shared/i18n/translate.ts').Messages }>
  >;
  export default loaders;
}
