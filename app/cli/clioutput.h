#pragma once

#include "rediserror.h"

#include <QJsonObject>
#include <QString>

// Where the CLI's results and errors go: text or one JSON object on stdout, and a one-line
// error on stderr. Exit codes: 0 success, 1 failure at run time, 2 bad usage.
class CliOutput
{
public:
    enum ExitCode { Success = 0, Failure = 1, Usage = 2 };

    void setJson(bool json) { m_json = json; }
    bool json() const { return m_json; }
    // The connection is TLS without certificate verification (verify=no): every JSON object
    // says so with "tls_verified": false.
    void setTlsUnverified(bool unverified) { m_tlsUnverified = unverified; }

    // Prints text, or the JSON object with "ok": true added.
    int success(const QString &text, QJsonObject json) const;
    // A result that is also a failure (a load that skipped lines, or stopped midway): text, or
    // the JSON object with "ok": false added, on stdout; the problem as one line on stderr.
    int partial(const QString &text, QJsonObject json, const QString &problem) const;
    // One line on stderr; with --json also {"ok": false, "error": {kind, message}} on stdout.
    int failure(const RedisError &error) const;
    int usage(const QString &message) const;
    // A result with an exit code of its own (operate: 3 when the state changed, 4 when nothing
    // was sent without --yes): text, or the JSON object with "ok" added, on stdout.
    int result(const QString &text, QJsonObject json, bool ok, int exitCode) const;
    // A server-time stamp in µs as JSON milliseconds; null when there is none.
    static QJsonValue millisecondsFromMicros(qint64 us);
    // One JSON object as one line of stdout, flushed at once (a stream such as inspect's
    // --json-lines, read line by line while the command runs).
    void line(const QJsonObject &json) const;
    // A line on stderr that does not change the outcome ("node x: connection refused").
    void warning(const QString &message) const;

private:
    QJsonObject marked(QJsonObject json) const;

    bool m_json = false;
    bool m_tlsUnverified = false;
};
