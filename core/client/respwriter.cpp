#include "respwriter.h"

QByteArray RespWriter::toBytes(const RedisReply &reply)
{
    QByteArray out;
    append(out, reply);
    return out;
}

void RespWriter::append(QByteArray &out, const RedisReply &reply)
{
    switch (reply.type()) {
    case RedisReply::Type::Nil:
        out += "$-1\r\n";
        return;
    case RedisReply::Type::Status:
        out += '+' + reply.bytes() + "\r\n";
        return;
    case RedisReply::Type::Error:
        out += '-' + reply.bytes() + "\r\n";
        return;
    case RedisReply::Type::Integer:
        out += ':' + QByteArray::number(reply.integerValue()) + "\r\n";
        return;
    case RedisReply::Type::String:
        out += '$' + QByteArray::number(reply.bytes().size()) + "\r\n" + reply.bytes() + "\r\n";
        return;
    case RedisReply::Type::Array:
        out += '*' + QByteArray::number(reply.elements().size()) + "\r\n";
        for (const RedisReply &element : reply.elements())
            append(out, element);
        return;
    }
}
