// Worker thread for `site check`: validates its share of the pages and posts the messages back.
import { parentPort, workerData } from 'node:worker_threads';
import { HtmlValidate } from 'html-validate';
import { validatePages } from './validatePages.mjs';

parentPort.postMessage(await validatePages(new HtmlValidate(workerData.config), workerData.pages));
