// A card worker thread: draws each batch of share cards it is handed (see drawCards.ts, `help`).
import { answerBatches } from '../workers/workerSide.ts';
import type { CardSpec } from '../metadata/shareCard.ts';
import { drawBatch, type DrawnCard } from './drawCard.ts';

answerBatches<readonly CardSpec[], DrawnCard[]>((cards) => drawBatch(cards));
