/** `text` as a regular expression that matches it literally (the generated nginx.conf and VCL take the same). */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
