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
