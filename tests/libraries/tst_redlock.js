// A lock taken by node-redlock (npm redlock 5.0.0-beta.2 on ioredis), broken by
// `coordscope-cli operate break-lock` only while it still holds the token seen; after the break
// redlock's own release and extend report the lock lost (issue 24).
const path = require('path');
const IORedis = require('ioredis');
const { default: Redlock, ExecutionError } = require('redlock');
const { port, operate, check, run } = require(path.join(__dirname, 'support.js'));

run(async () => {
  const client = new IORedis(port, '127.0.0.1');
  const redlock = new Redlock([client], { retryCount: 0 });
  const lock = await redlock.acquire(['orders'], 60000);
  check((await client.get('orders')) === lock.value, 'redlock holds orders with its token');

  const wrong = operate('break-lock', 'orders', '--expect', 'ffffffffffffffffffffffffffffffff', '--yes');
  check(wrong.status === 3, 'a wrong token: exit 3, nothing done');
  check((await client.get('orders')) === lock.value, 'the lock still holds redlock\'s token');
  const extended = await lock.extend(60000);
  check(extended.value === lock.value, 'redlock can still extend it');

  const done = operate('break-lock', 'orders', '--expect', lock.value, '--yes');
  check(done.status === 0, 'the token seen: exit 0');
  check((await client.exists('orders')) === 0, 'the key is gone');

  let lost = null;
  try {
    await extended.extend(60000);
  } catch (error) {
    lost = error;
  }
  check(lost instanceof ExecutionError, `redlock's extend fails: ${lost && lost.message}`);
  lost = null;
  try {
    await extended.release();
  } catch (error) {
    lost = error;
  }
  check(lost instanceof ExecutionError, `redlock's release reports the lock lost: ${lost && lost.message}`);

  const other = new Redlock([client], { retryCount: 0 });
  const second = await other.acquire(['orders'], 60000);
  check(second.value !== lock.value, 'a second redlock takes the lock');
  await second.release();
  client.disconnect();
});
