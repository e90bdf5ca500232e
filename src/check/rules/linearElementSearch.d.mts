import type { HtmlElement } from 'html-validate';

export const stockGetElementsByTagName: (this: HtmlElement, tagName: string) => HtmlElement[];
export function useLinearElementSearch(): void;
export const CHECKED_WITH_HTML_VALIDATE: string;
export const linearSearchApplies: boolean;
