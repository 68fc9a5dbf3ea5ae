#include "formmessageline.h"

#include <QEvent>
#include <QTextLayout>

FormMessageLine::FormMessageLine(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false); // fitText() breaks the lines
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setMinimumWidth(fontMetrics().averageCharWidth() * 12);
    fixHeight();
}

void FormMessageLine::setMaxLines(int lines)
{
    m_maxLines = qMax(1, lines);
    fixHeight();
    fitText();
}

void FormMessageLine::showStatus(const QString &text)
{
    setMessage(text, false);
}

void FormMessageLine::showError(const QString &text)
{
    setMessage(text, !text.isEmpty());
}

void FormMessageLine::clearMessage()
{
    setMessage({}, false);
}

void FormMessageLine::clearError()
{
    if (m_error)
        clearMessage();
}

QString FormMessageLine::errorText() const
{
    return m_error ? m_message : QString();
}

QString FormMessageLine::statusText() const
{
    return m_error ? QString() : m_message;
}

void FormMessageLine::setMessage(const QString &text, bool error)
{
    const bool colourChanges = error != m_error;
    m_message = text;
    m_error = error;
    fitText();
    if (colourChanges)
        applyColour();
}

void FormMessageLine::fitText()
{
    const int width = contentsRect().width();
    QString flat = m_message;
    flat.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(flat, font());
    layout.beginLayout();
    QStringList lines;
    bool cut = false;
    while (true) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        if (lines.size() == m_maxLines - 1) {
            // The last line takes the rest, cut to the width.
            const QString rest = flat.mid(line.textStart()).simplified();
            const QString elided = fontMetrics().elidedText(rest, Qt::ElideRight, width);
            cut = elided != rest;
            lines << elided;
            break;
        }
        lines << flat.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    setText(lines.join(QLatin1Char('\n')));
    setToolTip(cut ? m_message : QString());
}

void FormMessageLine::fixHeight()
{
    const QMargins m = contentsMargins();
    setFixedHeight(m_maxLines * fontMetrics().lineSpacing() + m.top() + m.bottom());
}

void FormMessageLine::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fitText();
}

void FormMessageLine::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_applying)
        applyColour(); // a dark palette now: the red that reads on it
    if (event->type() == QEvent::FontChange) {
        fixHeight();
        fitText();
    }
}

void FormMessageLine::applyColour()
{
    // Readable red on light and dark windows alike; otherwise the window's own text colour.
    m_applying = true;
    if (m_error) {
        const QPalette window = parentWidget() ? parentWidget()->palette() : palette();
        const bool dark = window.color(QPalette::Window).lightness() < 128;
        // Only the text colour is ours: every other role still follows the window's palette
        // (and a change of it comes back here).
        QPalette pal;
        pal.setColor(QPalette::WindowText,
                     dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
        setPalette(pal);
    } else {
        setPalette(QPalette());
    }
    m_applying = false;
}
