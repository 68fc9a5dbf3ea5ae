# A lock taken by redis-py's own Lock (Debian's python3-redis), broken by
# `coordscope-cli operate break-lock` only while it still holds the token seen (issue 24).
import json
import os
import subprocess
import sys

import redis

PORT = int(os.environ["REDIS_PORT"])
CLI = os.environ["COORDSCOPE_CLI"]


def operate(*args):
    r = subprocess.run([CLI, "--url", f"redis://127.0.0.1:{PORT}", "operate", *args],
                       capture_output=True, text=True, timeout=60)
    print(f"$ coordscope-cli operate {' '.join(args)} -> {r.returncode}\n{r.stdout}{r.stderr}")
    return r


def check(condition, what):
    if not condition:
        print(f"FAIL: {what}", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {what}")


r = redis.Redis(host="127.0.0.1", port=PORT)
lock = r.lock("orders", timeout=60)
check(lock.acquire(blocking=False), "redis-py takes the lock")
token = r.get("orders")
check(token == lock.local.token, "the key holds redis-py's token")

wrong = operate("break-lock", "orders", "--expect", "0123456789abcdef0123456789abcdef", "--yes")
check(wrong.returncode == 3, "a wrong token: exit 3, nothing done")
check("orders" in wrong.stdout + wrong.stderr, "the message names the lock")
check(lock.owned() and lock.locked(), "redis-py still owns the lock")

dry = operate("break-lock", "orders", "--expect", token.decode())
check(dry.returncode == 4 and lock.owned(), "without --yes: exit 4 and nothing sent")

done = operate("break-lock", "orders", "--expect", token.decode(), "--yes", "--json")
check(done.returncode == 0, "the token seen: exit 0")
check(json.loads(done.stdout)["outcome"] == "done", "--json says done")
check(not lock.locked(), "redis-py's locked() is false")
check(not lock.owned(), "redis-py's owned() is false")

other = redis.Redis(host="127.0.0.1", port=PORT).lock("orders", timeout=60)
check(other.acquire(blocking=False), "a second redis-py client takes the lock")
try:
    lock.release()
    check(False, "the first holder's release raises LockNotOwnedError")
except redis.exceptions.LockNotOwnedError:
    print("ok: the first holder's release raises LockNotOwnedError")
check(other.owned(), "the second holder keeps the lock after the first one's release")
print("PASS")
