import type { ConfigData, HtmlValidate } from 'html-validate';

export function createValidator(config: ConfigData): HtmlValidate;
