// What the Node tests of tests/libraries/ share: the CLI against the private server, checks that
// fail the test, waiting for a condition.
const { spawnSync } = require('child_process');

const port = Number(process.env.REDIS_PORT);
const cli = process.env.COORDSCOPE_CLI;

function operate(...args) {
  const r = spawnSync(cli, ['--url', `redis://127.0.0.1:${port}`, 'operate', ...args],
                      { encoding: 'utf8', timeout: 60000 });
  console.log(`$ coordscope-cli operate ${args.join(' ')} -> ${r.status}\n${r.stdout}${r.stderr}`);
  return r;
}

function check(condition, what) {
  if (!condition) {
    throw new Error(`FAIL: ${what}`);
  }
  console.log(`ok: ${what}`);
}

async function until(condition, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function run(main) {
  main().then(() => {
    console.log('PASS');
    process.exit(0);
  }, (error) => {
    console.error(error.stack || error);
    process.exit(1);
  });
}

module.exports = { port, operate, check, until, run };
