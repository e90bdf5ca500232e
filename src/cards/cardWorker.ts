// A card worker thread: draws each batch of share cards it is handed, PNG bytes back (see drawCards.ts).
import { answerBatches } from '../workers/workerSide.ts';
import type { CardSpec } from '../metadata/shareCard.ts';
import { drawBatch, warmUp, type DrawnCard } from './drawCard.ts';

answerBatches<readonly CardSpec[], DrawnCard[]>(drawBatch, { warmUp });
