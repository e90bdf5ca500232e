import type { HtmlElement } from 'html-validate';

export const stockGetElementsByTagName: (this: HtmlElement, tagName: string) => HtmlElement[];
export function useLinearElementSearch(): void;
