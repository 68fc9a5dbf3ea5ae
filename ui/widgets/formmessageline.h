#pragma once

#include <QLabel>

// A form's one message line: what the last action did ("Acquired orders …") or why it was not
// sent ("The TTL must be a whole number of ms"). A new message replaces the one shown, an error
// in a readable red, the rest in the window's text colour. Its height is fixed at maxLines()
// lines (3 unless set), whatever it shows, so that a message coming, going or growing never moves
// the form's fields and buttons: the text wraps within them, and what does not fit ends in "…" with
// the whole message in the tooltip.
class FormMessageLine : public QLabel
{
    Q_OBJECT
public:
    explicit FormMessageLine(QWidget *parent = nullptr);

    int maxLines() const { return m_maxLines; }
    void setMaxLines(int lines);

    void showStatus(const QString &text);
    void showError(const QString &text);
    // Clears the line; clearError() only when it shows an error.
    void clearMessage();
    void clearError();

    // The whole message (text() is what fits).
    QString message() const { return m_message; }
    bool isError() const { return m_error; }
    // The message when it is an error (or not), else empty.
    QString errorText() const;
    QString statusText() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void setMessage(const QString &text, bool error);
    void fitText();
    void fixHeight();
    void applyColour();

    QString m_message;
    int m_maxLines = 3;
    bool m_error = false;
    bool m_applying = false;
};
