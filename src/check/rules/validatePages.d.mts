import type { HtmlValidate } from 'html-validate';

export interface RawMessage {
  file: string;
  line: number;
  column: number;
  severity: number;
  ruleId: string;
  message: string;
}

export function validatePages(validator: HtmlValidate, pages: readonly { file: string; html: string }[]): Promise<RawMessage[]>;
