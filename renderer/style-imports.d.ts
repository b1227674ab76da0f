/** Vite bundles imported CSS into a stylesheet file of its own; the import has no value. */
declare module '*.css';
