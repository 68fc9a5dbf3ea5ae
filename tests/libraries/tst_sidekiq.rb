# Jobs scheduled and retried by Sidekiq's own code (Debian's ruby-sidekiq), run now by
# `coordscope-cli operate run-now` and seen by Sidekiq's own API in their queue (issue 24).
require "json"
require "open3"
require "sidekiq"
require "sidekiq/api"
require "sidekiq/job_retry"

PORT = ENV.fetch("REDIS_PORT")
CLI = ENV.fetch("COORDSCOPE_CLI")
Sidekiq.configure_client { |c| c.redis = {url: "redis://127.0.0.1:#{PORT}/0"} }
Sidekiq.logger.level = Logger::WARN

def operate(*args)
  out, status = Open3.capture2e(CLI, "--url", "redis://127.0.0.1:#{PORT}", "operate", *args)
  puts "$ coordscope-cli operate #{args.first} #{args[1]} ... -> #{status.exitstatus}\n#{out}"
  status.exitstatus
end

def check(condition, what)
  unless condition
    warn "FAIL: #{what}"
    exit 1
  end
  puts "ok: #{what}"
end

check(Sidekiq::VERSION == "6.4.1", "Sidekiq #{Sidekiq::VERSION} (Debian bookworm's)")

# A retry, made the way a failing job's is: pushed by Sidekiq::Client, fetched from its queue as
# a processor does, failed inside JobRetry#global, which ZADDs it to "retry".
jid = Sidekiq::Client.push("class" => "HardJob", "args" => [42, "x"], "queue" => "default")
fetched = Sidekiq.redis { |c| c.rpop("queue:default") }
check(JSON.parse(fetched)["jid"] == jid, "the job was in queue:default")
begin
  Sidekiq::JobRetry.new.global(fetched, "default") { raise ArgumentError, "boom" }
rescue Sidekiq::JobRetry::Handled
  nil
end
retries = Sidekiq::RetrySet.new
check(retries.size == 1, "Sidekiq's RetrySet holds the failed job")
entry = retries.first
check(entry.jid == jid && entry["error_message"] == "boom", "the retry is the job, with its error")
check(Sidekiq::Queue.new("default").size == 0, "queue default is empty")

check(operate("run-now", "retry", "--item", entry.value) == 4, "without --yes: exit 4")
check(Sidekiq::RetrySet.new.size == 1, "nothing sent")
check(operate("run-now", "retry", "--item", entry.value, "--yes") == 0, "run-now retry: exit 0")
check(Sidekiq::RetrySet.new.size == 0, "RetrySet is empty")
queue = Sidekiq::Queue.new("default")
check(queue.size == 1, "Sidekiq::Queue.new('default').size == 1")
job = queue.first
check(job.jid == jid, "the queued job is the retried one (jid #{jid})")
check(job.args == [42, "x"] && job.klass == "HardJob", "its class and arguments are intact")
check(job["retry_count"] == 0 && job["error_message"] == "boom", "its retry bookkeeping is kept")
check(job.enqueued_at && (Time.now - job.enqueued_at).abs < 60, "enqueued_at stamped now (#{job.enqueued_at})")
check(job["enqueued_at"].is_a?(Float), "enqueued_at is a float of seconds, as 6.4.1's atomic_push writes")
check(Sidekiq::Queue.all.map(&:name).include?("default"), "queues lists default")
check(queue.latency < 60, "the queue's latency reads the stamp (#{queue.latency} s)")

# Run it a second time: it is no longer in retry, so nothing is done (exit 3).
check(operate("run-now", "retry", "--item", entry.value, "--yes") == 3,
      "a second run-now: exit 3, it is no longer in retry")
check(Sidekiq::Queue.new("default").size == 1, "still one job in default")

# A scheduled job: Client.push with "at" an hour from now lands in "schedule".
sjid = Sidekiq::Client.push("class" => "LaterJob", "args" => ["y"], "queue" => "mailers",
                            "at" => Time.now.to_f + 3600)
scheduled = Sidekiq::ScheduledSet.new
check(scheduled.size == 1 && scheduled.first.jid == sjid, "ScheduledSet holds the job")
check(operate("run-now", "schedule", "--item", scheduled.first.value, "--yes") == 0, "run-now schedule: exit 0")
check(Sidekiq::ScheduledSet.new.size == 0, "ScheduledSet is empty")
mailers = Sidekiq::Queue.new("mailers")
check(mailers.size == 1 && mailers.first.jid == sjid && mailers.first.args == ["y"],
      "Sidekiq::Queue.new('mailers') has the scheduled job")
puts "PASS"
