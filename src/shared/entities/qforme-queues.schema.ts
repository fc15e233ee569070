import { qformeQueue, qformeQueueCreate, qformeQueueUpdate } from '../api/qforme';
import { defineEntity } from './define';
import { qformeQueuesMeta } from './qforme-queues.screen';

export const qformeQueuesEntity = defineEntity(qformeQueuesMeta, {
  item: qformeQueue,
  create: qformeQueueCreate,
  update: qformeQueueUpdate,
});
