// Jobs of a real BullMQ queue (npm bullmq 6.7.0 on ioredis) operated on by coordscope-cli:
// a delayed job run now and processed by a real Worker, one postponed and one deleted as BullMQ's
// own API then reads them, and a stalled job requeued only once its lock is gone (issue 24).
const path = require('path');
const { Queue, Worker } = require('bullmq');
const IORedis = require('ioredis');
const { port, operate, check, until, run } = require(path.join(__dirname, 'support.js'));

const connection = { host: '127.0.0.1', port, maxRetriesPerRequest: null };
const hour = 3600000;

run(async () => {
  const queue = new Queue('mail', { connection });
  const client = new IORedis(port, '127.0.0.1');
  const processed = new Map();
  const worker = new Worker('mail', async (job) => {
    processed.set(job.id, job.data);
    return 'sent';
  }, { connection });
  await worker.waitUntilReady();

  // Run now: promoted, then processed by the worker within a few seconds.
  const job = await queue.add('send', { to: 'a@example.com', n: 1 }, { delay: hour });
  check((await job.getState()) === 'delayed', `job ${job.id} is delayed an hour`);
  check(operate('run-now', 'bull:mail:delayed', '--item', job.id).status === 4,
        'without --yes: exit 4');
  check((await job.getState()) === 'delayed', 'nothing sent: still delayed');
  const ran = operate('run-now', 'bull:mail:delayed', '--item', job.id, '--yes');
  check(ran.status === 0, 'run-now --yes: exit 0');
  check(await until(() => processed.has(job.id), 10000), 'the worker processed it within 10 s');
  check(processed.get(job.id).to === 'a@example.com' && processed.get(job.id).n === 1,
        'with its data');
  check(await until(async () => (await queue.getJob(job.id)).finishedOn, 5000) &&
        (await (await queue.getJob(job.id)).getState()) === 'completed', 'BullMQ says completed');
  check(operate('run-now', 'bull:mail:delayed', '--item', job.id, '--yes').status === 3,
        'run-now again: exit 3, it is no longer delayed');

  // Postpone: still delayed, due later, its delay the new one; the worker does not run it.
  const later = await queue.add('send', { n: 2 }, { delay: 60000 });
  const before = Date.now();
  check(operate('postpone', 'bull:mail:delayed', '--item', later.id, '--ttl', String(2 * hour),
                '--yes').status === 0, 'postpone --yes: exit 0');
  const postponed = await queue.getJob(later.id);
  check((await postponed.getState()) === 'delayed', 'BullMQ says still delayed');
  check(postponed.delay === 2 * hour, `its delay is two hours (${postponed.delay})`);
  const due = Number(await client.zscore('bull:mail:delayed', later.id)) / 4096;
  check(due >= before + 2 * hour - 1000 && due < before + 2 * hour + 60000,
        `due two hours from now (${due - before} ms)`);

  // Delete: gone for BullMQ too.
  check(operate('delete-item', 'bull:mail:delayed', '--item', later.id, '--yes').status === 0,
        'delete-item --yes: exit 0');
  check((await queue.getJob(later.id)) === undefined, 'queue.getJob finds nothing');
  check((await queue.getDelayedCount()) === 0, 'no delayed job left');
  check(!processed.has(later.id), 'the worker never ran the postponed job');
  await worker.close();

  // Requeue: a job taken by a worker that then dies (its lock lapses), moved back only then.
  const stalled = new Queue('stall', { connection });
  const taken = await stalled.add('work', { n: 3 });
  const dying = new Worker('stall', null, { connection, lockDuration: 1500 });
  const active = await dying.getNextJob('dead-worker-token');
  check(active && active.id === taken.id, 'a worker took the job (active, locked)');
  const alive = operate('requeue', 'bull:stall:active', '--item', taken.id, '--yes');
  check(alive.status === 3, 'its lock is held: exit 3, nothing done');
  check((await taken.getState()) === 'active', 'BullMQ says still active');
  check(await until(async () => (await client.exists(`bull:stall:${taken.id}:lock`)) === 0, 5000),
        'the dead worker\'s lock lapsed');
  check(operate('requeue', 'bull:stall:active', '--item', taken.id, '--yes').status === 0,
        'requeue --yes: exit 0');
  check((await (await stalled.getJob(taken.id)).getState()) === 'waiting', 'BullMQ says waiting');
  let stalledCounter = -1;
  const rescuer = new Worker('stall', async (j) => {
    stalledCounter = j.stalledCounter;
  }, { connection });
  check(await until(() => stalledCounter >= 0, 10000), 'another worker processed it');
  check(stalledCounter === 1, `its stalled count is 1 (${stalledCounter})`);
  await rescuer.close();
  await dying.close();
  await stalled.close();
  await queue.close();
  client.disconnect();
});
