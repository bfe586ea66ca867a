/** US English without the late namespaces (vite.config.ts `fallbackMessages`). */
declare module 'virtual:fallback-messages' {
  const messages: import('../shared/i18n/translate.ts').Messages;
  export default messages;
}
