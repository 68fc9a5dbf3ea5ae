<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About CoordScope</source>
        <translation>关于 CoordScope</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>%1 (the sandbox)</source>
        <translation>%1（沙盒）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not found (the sandbox needs redis-server)</source>
        <translation>未找到（沙盒需要 redis-server）</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>未知 (%1)</translation>
    </message>
    <message>
        <source>CoordScope %1</source>
        <translation>CoordScope %1</translation>
    </message>
    <message>
        <source>Inspector and playground for the coordination primitives built on Redis.</source>
        <translation>基于 Redis 构建的协调原语的检查器与演练场。</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（构建时为 %2）</translation>
    </message>
    <message>
        <source>hiredis</source>
        <translation>hiredis</translation>
    </message>
    <message>
        <source>Redis server</source>
        <translation>Redis 服务器</translation>
    </message>
    <message>
        <source>Sandbox redis-server</source>
        <translation>沙盒 redis-server</translation>
    </message>
    <message>
        <source>Licence: MIT (Expat). Copyright © 2026 the CoordScope authors.</source>
        <translation>许可证：MIT (Expat)。版权所有 © 2026 CoordScope 作者。</translation>
    </message>
</context>
<context>
    <name>ActionRunner</name>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
</context>
<context>
    <name>AddressBookDemo</name>
    <message>
        <source>Demo data: address book &quot;%1&quot; with %2 names, %3 recent contacts for &quot;%4&quot;</source>
        <translation>演示数据：通讯录“%1”含 %2 个名字，“%4”的 %3 个最近联系人</translation>
    </message>
</context>
<context>
    <name>AddressBookFileLoad</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1: %2</translation>
    </message>
    <message>
        <source>; %1 lines longer than %2 MiB dropped (no name is that long: a binary file, or CR line endings?)</source>
        <translation>；丢弃了 %1 行超过 %2 MiB 的行（没有名字那么长：是二进制文件，还是 CR 换行？）</translation>
    </message>
    <message>
        <source>%1: cancelled; %2 names stored (%3 new): the file&apos;s first %2 names, nothing after them</source>
        <translation>%1：已取消；已存入 %2 个名字（%3 个新的）：即文件的前 %2 个名字，其后没有</translation>
    </message>
    <message>
        <source>%1: %2 names stored (%3 new) from %4 lines</source>
        <translation>%1：从 %4 行存入 %2 个名字（%3 个新的）</translation>
    </message>
    <message>
        <source>, %1 invalid lines skipped (%2)</source>
        <translation>，跳过 %1 个无效行（%2）</translation>
    </message>
    <message>
        <source>; stopped: %1</source>
        <translation>；已停止：%1</translation>
    </message>
</context>
<context>
    <name>AddressBookListModel</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Case-insensitive</source>
        <translation>不区分大小写</translation>
    </message>
    <message>
        <source>Markers in flight</source>
        <translation>进行中的标记</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
</context>
<context>
    <name>AutocompleteCommands</name>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>unknown %1 action &quot;%2&quot; (known: %3)</source>
        <translation>未知的 %1 操作“%2”（已知：%3）</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>--%1 is for %2 %3</source>
        <translation>--%1 仅用于 %2 %3</translation>
    </message>
    <message>
        <source>--%1 must be a whole number in [%2, %3], not &quot;%4&quot;</source>
        <translation>--%1 必须是 [%2, %3] 内的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>loading: %1 names (%2 new), %3 names/s</source>
        <translation>加载中：%1 个名字（%2 个新的），每秒 %3 个名字</translation>
    </message>
    <message>
        <source>, %1% of the file</source>
        <translation>，文件的 %1%</translation>
    </message>
    <message>
        <source>, %1 MB read</source>
        <translation>，已读取 %1 MB</translation>
    </message>
    <message>
        <source>0 skipped</source>
        <translation>跳过 0 个</translation>
    </message>
    <message>
        <source>%1 skipped (%2 %3</source>
        <translation>跳过 %1 个（%2 %3</translation>
    </message>
    <message>
        <source>, ... (first %1 shown)</source>
        <translation>，……（只显示前 %1 个）</translation>
    </message>
    <message>
        <source>unknown --method &quot;%1&quot; (known: ria, bylex)</source>
        <translation>未知的 --method“%1”（已知：ria、bylex）</translation>
    </message>
    <message>
        <source>cannot read the standard input: %1</source>
        <translation>无法读取标准输入：%1</translation>
    </message>
    <message>
        <source>FILE &quot;%1&quot; is a directory</source>
        <translation>FILE“%1”是一个目录</translation>
    </message>
    <message>
        <source>cannot read FILE &quot;%1&quot;: %2</source>
        <translation>无法读取 FILE“%1”：%2</translation>
    </message>
    <message>
        <source>%1 names read (%2 lines): %3 added (new), %4; %5 s, %6 names/s</source>
        <translation>读取 %1 个名字（%2 行）：新增 %3 个，%4；%5 秒，每秒 %6 个名字</translation>
    </message>
    <message>
        <source>; stopped by an error</source>
        <translation>；因错误而停止</translation>
    </message>
    <message>
        <source>invalid lines (not UTF-8, or holding U+0000): </source>
        <translation>无效行（不是 UTF-8，或含 U+0000）：</translation>
    </message>
    <message>
        <source>Autocomplete address books: query by prefix (ria or bylex), load a file.</source>
        <translation>自动补全的通讯录：按前缀查询（ria 或 bylex），从文件加载。</translation>
    </message>
    <message>
        <source>query: ria (the book&apos;s markers, WATCH/MULTI) or bylex (ZRANGE BYLEX, one round trip; default).</source>
        <translation>query：ria（通讯录的标记，WATCH/MULTI）或 bylex（ZRANGE BYLEX，一次往返；默认）。</translation>
    </message>
    <message>
        <source>query: at most N names (default %1, at most %2).</source>
        <translation>query：最多 N 个名字（默认 %1，最多 %2）。</translation>
    </message>
    <message>
        <source>query: the next page, after this name (a page&apos;s last name; --json prints it as next_after).</source>
        <translation>query：下一页，从这个名字之后开始（一页的最后一个名字；--json 以 next_after 输出）。</translation>
    </message>
    <message>
        <source>sweep: remove markers added more than MS ago (default %1; 0: all, a running query&apos;s too).</source>
        <translation>sweep：删除 MS 毫秒之前添加的标记（默认 %1；0：全部，包括正在运行的查询的标记）。</translation>
    </message>
    <message>
        <source>Use the book&apos;s case-insensitive index (a separate one: add to it with --ignore-case too).</source>
        <translation>使用通讯录的不区分大小写索引（独立的一个：添加时也要加 --ignore-case）。</translation>
    </message>
    <message>
        <source>A user&apos;s recent contacts, most recent first, capped; query by --mode.</source>
        <translation>用户的最近联系人，最近的在前，有上限；用 --mode 查询。</translation>
    </message>
    <message>
        <source>add: keep at most N contacts (default %1, at most %2).</source>
        <translation>add：最多保留 N 个联系人（默认 %1，最多 %2）。</translation>
    </message>
    <message>
        <source>query: exact, prefix (default), suffix, contains or all (the matches first, then the rest).</source>
        <translation>query：exact、prefix（默认）、suffix、contains 或 all（先是匹配的，然后是其余的）。</translation>
    </message>
    <message>
        <source>query: at most N contacts (default: all).</source>
        <translation>query：最多 N 个联系人（默认：全部）。</translation>
    </message>
    <message>
        <source>query: match case (default: Unicode case folding).</source>
        <translation>query：区分大小写（默认：Unicode 大小写折叠）。</translation>
    </message>
    <message>
        <source>%1 stale markers removed</source>
        <translation>删除了 %1 个过期标记</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%2 个中 %1 个%3</translation>
    </message>
    <message>
        <source>added (new)</source>
        <translation>已添加（新的）</translation>
    </message>
    <message>
        <source>unknown --mode &quot;%1&quot; (known: exact, prefix, suffix, contains, all)</source>
        <translation>未知的 --mode“%1”（已知：exact、prefix、suffix、contains、all）</translation>
    </message>
    <message>
        <source>%1 added (cap %2)</source>
        <translation>已添加 %1 个（上限 %2）</translation>
    </message>
    <message>
        <source>not in the list</source>
        <translation>不在列表中</translation>
    </message>
</context>
<context>
    <name>AutocompleteLatencyChart</name>
    <message>
        <source>markers</source>
        <translation>标记法</translation>
    </message>
    <message>
        <source>BYLEX</source>
        <translation>BYLEX</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Query latency</source>
        <translation>查询延迟</translation>
    </message>
    <message>
        <source>Time of each autocomplete query on the worker thread, by method</source>
        <translation>每次自动补全查询在工作线程上的耗时, 按方法区分</translation>
    </message>
    <message>
        <source>No query yet: type a prefix in Search</source>
        <translation>还没有查询: 在“搜索”中输入前缀</translation>
    </message>
</context>
<context>
    <name>AutocompleteSearch</name>
    <message>
        <source>Completing &quot;%1&quot;</source>
        <translation>正在补全“%1”</translation>
    </message>
</context>
<context>
    <name>AutocompleteView</name>
    <message>
        <source>Autocomplete actions</source>
        <translation>自动补全操作</translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation>自动补全</translation>
    </message>
    <message>
        <source>&amp;Load names from file…</source>
        <translation>从文件加载名字(&amp;L)…</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>取消加载</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>address book name</source>
        <translation>通讯录名称</translation>
    </message>
    <message>
        <source>BYLEX (one ZRANGE, read-only)</source>
        <translation>BYLEX (一次 ZRANGE, 只读)</translation>
    </message>
    <message>
        <source>Markers (Redis in Action 6.1.2, writes)</source>
        <translation>标记法 (Redis 实战 6.1.2, 写入)</translation>
    </message>
    <message>
        <source>Type a prefix: suggestions come from the server</source>
        <translation>输入前缀: 建议来自服务器</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>The commands the last query sent, as the Command log shows them</source>
        <translation>上次查询发送的命令, 与命令日志中显示的一致</translation>
    </message>
    <message>
        <source>&amp;Book:</source>
        <translation>通讯录(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S):</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Filter address books and lists</source>
        <translation>筛选通讯录和列表</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Query &quot;%1&quot; failed: %2</source>
        <translation>查询“%1”失败: %2</translation>
    </message>
    <message>
        <source>Choose or type an address book to search.</source>
        <translation>选择或输入要搜索的通讯录。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address book name (no braces).</source>
        <translation>“%1”不是有效的通讯录名称 (不能含花括号)。</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>注意:
</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Add one name per line of a UTF-8 text file to the book</source>
        <translation>把 UTF-8 文本文件中的每行一个名字加入通讯录</translation>
    </message>
    <message>
        <source>Read-only mode: this writes keys. Turn read-only off to use it.</source>
        <translation>只读模式: 此操作会写入键。关闭只读模式后才能使用。</translation>
    </message>
    <message>
        <source>Read-only mode: only BYLEX is offered; the marker method writes markers into the book</source>
        <translation>只读模式: 只提供 BYLEX; 标记法会向通讯录写入标记</translation>
    </message>
    <message>
        <source>The book&apos;s marker method (writes markers, several round trips) or one ZRANGE … BYLEX</source>
        <translation>通讯录的标记法 (写入标记, 多次往返) 或一次 ZRANGE … BYLEX</translation>
    </message>
    <message>
        <source>its address books.</source>
        <translation>其中的通讯录。</translation>
    </message>
    <message>
        <source>Looking for address books…</source>
        <translation>正在查找通讯录…</translation>
    </message>
    <message>
        <source>No address books found in this database</source>
        <translation>此数据库中没有找到通讯录</translation>
    </message>
    <message>
        <source>This view lists the address books (prefix search) and recent-contacts lists; type in the search box to complete names from a book and see the commands each keystroke sends.</source>
        <translation>此视图列出通讯录 (前缀搜索) 和最近联系人列表; 在搜索框中输入即可从通讯录补全名字, 并查看每次按键发送的命令。</translation>
    </message>
    <message>
        <source>Load demo data writes an address book of a few thousand names and a recent-contacts list.</source>
        <translation>加载演示数据会写入一个包含几千个名字的通讯录和一个最近联系人列表。</translation>
    </message>
    <message>
        <source>Loading autocomplete demo data</source>
        <translation>正在加载自动补全演示数据</translation>
    </message>
    <message>
        <source>Write an address book &quot;demo&quot; of a few thousand names and a recent-contacts list</source>
        <translation>写入一个包含几千个名字的通讯录“demo”和一个最近联系人列表</translation>
    </message>
    <message>
        <source>Load names</source>
        <translation>加载名字</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>通讯录: %1</translation>
    </message>
    <message>
        <source>Loading %1 into &quot;%2&quot;…</source>
        <translation>正在把 %1 加载到“%2”…</translation>
    </message>
    <message>
        <source>Loading names from %1</source>
        <translation>正在从 %1 加载名字</translation>
    </message>
    <message>
        <source>Not run: cancelled or no connection.</source>
        <translation>未运行: 已取消或没有连接。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败: %1</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestion(s) in %2 µs by %3, %4 commands</source>
        <translation>
            <numerusform>“%1”：%n 条建议，耗时 %2 µs，方法 %3，%4 条命令</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message>
        <source>failed operations: %1 of %2 (%3 %): %4; the first at +%5 s, the last at +%6 s</source>
        <translation>失败的操作：%2 个中有 %1 个（%3 %）：%4；第一次在 +%5 秒，最后一次在 +%6 秒</translation>
    </message>
    <message>
        <source>INCONCLUSIVE: more than %1 % of the operations failed with an error, so the run says little about the primitive</source>
        <translation>结论不可靠：超过 %1 % 的操作因错误而失败，这次运行对该原语说明不了多少</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>Server to use: redis://[user:password@]host:port/db, rediss://... or unix:///path.sock (default: $COORDSCOPE_URL, else %1). A password may also come from $COORDSCOPE_PASSWORD.</source>
        <translation>要使用的服务器：redis://[user:password@]host:port/db、rediss://... 或 unix:///path.sock（默认：$COORDSCOPE_URL，否则 %1）。密码也可以来自 $COORDSCOPE_PASSWORD。</translation>
    </message>
    <message>
        <source>Prefix of every key the primitives use (default: $COORDSCOPE_PREFIX, else cs:).</source>
        <translation>原语使用的每个键的前缀（默认：$COORDSCOPE_PREFIX，否则 cs:）。</translation>
    </message>
    <message>
        <source>Send only read commands: anything else is refused before it is sent (also ?read_only=yes in the URL).</source>
        <translation>只发送读命令：其他命令在发送前就被拒绝（URL 中的 ?read_only=yes 也一样）。</translation>
    </message>
    <message>
        <source>Reach the server through SSH: [user@]host[:port], or a Host of ~/.ssh/config (also ?ssh= in the URL). Logs in with the agent, the key files, then a password; checks the host key against ~/.ssh/known_hosts.</source>
        <translation>通过 SSH 连接服务器：[user@]host[:port]，或 ~/.ssh/config 中的 Host（URL 中的 ?ssh= 也一样）。依次用 agent、密钥文件、密码登录；按 ~/.ssh/known_hosts 检查主机密钥。</translation>
    </message>
    <message>
        <source>SSH private key file (Ed25519, ECDSA, RSA). Its passphrase comes from $COORDSCOPE_SSH_PASSPHRASE, else is asked for on the terminal.</source>
        <translation>SSH 私钥文件（Ed25519、ECDSA、RSA）。其口令来自 $COORDSCOPE_SSH_PASSPHRASE，否则在终端上询问。</translation>
    </message>
    <message>
        <source>Trust an SSH host that is not in known_hosts yet, and add its key there. A host whose key changed is refused even so.</source>
        <translation>信任尚未在 known_hosts 中的 SSH 主机，并把它的密钥加入其中。密钥已改变的主机仍会被拒绝。</translation>
    </message>
    <message>
        <source>known_hosts file to check SSH host keys against (default: ~/.ssh/known_hosts).</source>
        <translation>用来检查 SSH 主机密钥的 known_hosts 文件（默认：~/.ssh/known_hosts）。</translation>
    </message>
    <message>
        <source>Jump hosts before the SSH host, as ssh -J: [user@]host[:port][,...].</source>
        <translation>SSH 主机之前的跳板主机，同 ssh -J：[user@]host[:port][,...]。</translation>
    </message>
    <message>
        <source>OpenSSH client config to read (default: ~/.ssh/config; &quot;none&quot;: none).</source>
        <translation>要读取的 OpenSSH 客户端配置（默认：~/.ssh/config；&quot;none&quot;：不读取）。</translation>
    </message>
    <message>
        <source>Log in to the SSH host with a password too: from $COORDSCOPE_SSH_PASSWORD, else asked for on the terminal.</source>
        <translation>也用密码登录 SSH 主机：来自 $COORDSCOPE_SSH_PASSWORD，否则在终端上询问。</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text.</source>
        <translation>输出一个 JSON 对象，而不是文本。</translation>
    </message>
    <message>
        <source>Show help (for a subcommand: coordscope-cli SUBCOMMAND --help).</source>
        <translation>显示帮助（子命令的帮助：coordscope-cli SUBCOMMAND --help）。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message numerus="yes">
        <source>unknown option(s) %1 (try --help)</source>
        <translation>
            <numerusform>未知选项 %1（试试 --help）</numerusform>
        </translation>
    </message>
    <message>
        <source>
Subcommands:
</source>
        <translation>
子命令：
</translation>
    </message>
    <message>
        <source>CoordScope&apos;s command line: Redis coordination primitives, headless.</source>
        <translation>CoordScope 的命令行：Redis 协调原语，无界面。</translation>
    </message>
    <message>
        <source>What to do (see Subcommands below).</source>
        <translation>要做什么（见下面的子命令）。</translation>
    </message>
    <message>
        <source>no subcommand given (try --help)</source>
        <translation>没有给出子命令（试试 --help）</translation>
    </message>
    <message>
        <source>unknown subcommand &quot;%1&quot; (known: %2)</source>
        <translation>未知的子命令“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>TLS without certificate verification (verify=no): the server is not authenticated</source>
        <translation>TLS 未验证证书（verify=no）：服务器身份未经认证</translation>
    </message>
    <message>
        <source>--ssh: </source>
        <translation>--ssh：</translation>
    </message>
    <message>
        <source>the --ssh-* options need --ssh USER@HOST (or ?ssh= in the URL)</source>
        <translation>--ssh-* 选项需要 --ssh USER@HOST（或 URL 中的 ?ssh=）</translation>
    </message>
    <message>
        <source>Password for SSH %1: </source>
        <translation>SSH %1 的密码：</translation>
    </message>
    <message>
        <source>--ssh-password: no terminal to ask on; set $COORDSCOPE_SSH_PASSWORD</source>
        <translation>--ssh-password：没有可询问的终端；请设置 $COORDSCOPE_SSH_PASSWORD</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>--%1 must be a whole number of %2 from %3 to %4, not &quot;%5&quot;</source>
        <translation>--%1 必须是 %3 到 %4 之间的整数（单位：%2），而不是“%5”</translation>
    </message>
    <message>
        <source>
Exit status: 0 success, 1 failure (server or connection), 2 bad usage, 3 not acquired (or found lost by release/extend), nothing taken from a queue, refused by a rate limiter, or nothing done by operate because the state changed; 4 inconclusive (simulate, check: too many operations failed to judge the run), or operate without --yes (nothing sent); 130 or 143 when SIGINT or SIGTERM ended a --hold, a --wait or a simulate run, after releasing what it held (or printing it). docs/limits.md has every status.
</source>
        <translation>
退出状态：0 成功，1 失败（服务器或连接），2 用法错误，3 未获取到（或 release/extend 发现已丢失）、未从队列中取到任何东西、被限流器拒绝、或 operate 因状态已改变而什么也没做；4 结论不可靠（simulate、check：太多操作失败，无法判断这次运行），或 operate 未加 --yes（没有发送任何命令）；130 或 143：SIGINT 或 SIGTERM 结束了 --hold、--wait 或 simulate 运行，并已释放所持有的（或打印出来）。docs/limits.md 列出了每个状态。
</translation>
    </message>
</context>
<context>
    <name>ClusterEventModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>failover</source>
        <translation>故障转移</translation>
    </message>
    <message>
        <source>node failed</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>demoted</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>node back</source>
        <translation>节点恢复</translation>
    </message>
    <message>
        <source>node joined</source>
        <translation>节点加入</translation>
    </message>
    <message>
        <source>node left</source>
        <translation>节点离开</translation>
    </message>
    <message>
        <source>%1 slot %2:</source>
        <translation>%1 槽 %2:</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%1 %2 来自 %3</translation>
    </message>
    <message>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <source>%1, a master</source>
        <translation>%1, 主节点</translation>
    </message>
    <message>
        <source>%1, a replica</source>
        <translation>%1, 从节点</translation>
    </message>
    <message>
        <source>%1 was a replica, now a master</source>
        <translation>%1 原为从节点, 现为主节点</translation>
    </message>
    <message>
        <source>%1 was a master, now serves no slot</source>
        <translation>%1 原为主节点, 现在不负责任何槽</translation>
    </message>
    <message>
        <source>the cluster marks %1 as failed</source>
        <translation>集群将 %1 标记为故障</translation>
    </message>
    <message>
        <source>%1 is healthy again</source>
        <translation>%1 已恢复正常</translation>
    </message>
    <message>
        <source>%1 is no longer in the map</source>
        <translation>%1 已不在槽映射中</translation>
    </message>
</context>
<context>
    <name>ClusterNodeModel</name>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Slot ranges</source>
        <translation>槽范围</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Last redirection</source>
        <translation>最近的重定向</translation>
    </message>
    <message>
        <source>The first 8 characters of the node&apos;s id (CLUSTER MYID)</source>
        <translation>节点 ID 的前 8 个字符 (CLUSTER MYID)</translation>
    </message>
    <message>
        <source>DBSIZE on each master, read every few seconds</source>
        <translation>每个主节点上的 DBSIZE, 每隔几秒读取一次</translation>
    </message>
    <message>
        <source>CoordScope&apos;s connection to the node (made when a command first needs it)</source>
        <translation>CoordScope 到该节点的连接 (在命令首次需要时建立)</translation>
    </message>
    <message>
        <source>The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered</source>
        <translation>该节点最近一次回复的 MOVED、ASK、TRYAGAIN 或 CLUSTERDOWN</translation>
    </message>
    <message>
        <source>master (failed)</source>
        <translation>主节点 (故障)</translation>
    </message>
    <message>
        <source>master</source>
        <translation>主节点</translation>
    </message>
    <message>
        <source>node (failed)</source>
        <translation>节点 (故障)</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>replica of %1 (failed)</source>
        <translation>%1 的从节点 (故障)</translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation>%1 的从节点</translation>
    </message>
    <message>
        <source>not used yet</source>
        <translation>尚未使用</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败: %1</translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message>
        <source>&lt;b&gt;Redirections and failovers&lt;/b&gt; as this connection meets them: a MOVED says the slot lives on another master now (the client updates its map), an ASK that the slot is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN that the client must wait and retry.</source>
        <translation>此连接遇到的&lt;b&gt;重定向和故障转移&lt;/b&gt;: MOVED 表示该槽现在位于另一个主节点上 (客户端会更新其槽映射), ASK 表示该槽正在迁移 (仅这一条命令发往目标节点), TRYAGAIN 和 CLUSTERDOWN 表示客户端必须等待并重试。</translation>
    </message>
    <message>
        <source>%1 of 16,384 slots served</source>
        <translation>16,384 个槽中已分配 %1 个</translation>
    </message>
    <message>
        <source>reconnecting: the client reads the map again</source>
        <translation>正在重连: 客户端重新读取槽映射</translation>
    </message>
    <message>
        <source>keys: DBSIZE on each master every %1 s</source>
        <translation>键: 每 %1 秒在每个主节点上执行 DBSIZE</translation>
    </message>
    <message>
        <source>Connect to a node of a Redis Cluster to see its masters, replicas, slots and the redirections the client meets.</source>
        <translation>连接到 Redis 集群的一个节点, 即可查看其主节点、从节点、槽以及客户端遇到的重定向。</translation>
    </message>
    <message>
        <source>Not a cluster</source>
        <translation>不是集群</translation>
    </message>
    <message>
        <source>Connected with cluster=no: CoordScope treats %1 as one server.</source>
        <translation>以 cluster=no 连接: CoordScope 将 %1 视为单个服务器。</translation>
    </message>
    <message>
        <source>%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). Connect to a node of a Redis Cluster to see its masters, replicas and slots here.</source>
        <translation>%1 是单个 Redis 服务器 (INFO cluster 未显示 cluster_enabled:1)。连接到 Redis 集群的一个节点, 即可在此查看其主节点、从节点和槽。</translation>
    </message>
    <message>
        <source>Reading the slot map…</source>
        <translation>正在读取槽映射…</translation>
    </message>
    <message>
        <source>CLUSTER SHARDS from %1.</source>
        <translation>来自 %1 的 CLUSTER SHARDS。</translation>
    </message>
    <message>
        <source>Asking whether this is a cluster…</source>
        <translation>正在确认这是否为集群…</translation>
    </message>
    <message>
        <source>INFO cluster on %1.</source>
        <translation>%1 上的 INFO cluster。</translation>
    </message>
    <message numerus="yes">
        <source>%n master(s)</source>
        <translation>
            <numerusform>%n 个主节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个从节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLineSplitter</name>
    <message>
        <source>unbalanced double quote (opened at character %1)</source>
        <translation>双引号不成对 (在第 %1 个字符处开始)</translation>
    </message>
    <message>
        <source>a closing quote must be followed by a space (character %1)</source>
        <translation>闭合引号后面必须是空格 (第 %1 个字符)</translation>
    </message>
    <message>
        <source>unbalanced single quote (opened at character %1)</source>
        <translation>单引号不成对 (在第 %1 个字符处开始)</translation>
    </message>
</context>
<context>
    <name>CommandLogModel</name>
    <message>
        <source>Answered by %1, sent there after %2</source>
        <translation>由 %1 应答, 在 %2 之后发往该处</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message numerus="yes">
        <source>sampled: the first %n command(s) of every %1 s are logged</source>
        <translation>
            <numerusform>采样: 每 %1 秒只记录前 %n 条命令</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more command(s) not shown</source>
        <translation>
            <numerusform>… 还有 %n 条命令未显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLogView</name>
    <message>
        <source>Filter by command or connection (Ctrl+L)</source>
        <translation>按命令或连接筛选 (Ctrl+L)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Keep the newest command in sight. Scrolling up stops following; scrolling back to the bottom or this button resumes it.</source>
        <translation>始终显示最新的命令。向上滚动会停止跟随; 滚回底部或点击此按钮即可恢复。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Hold new commands back from the view; they appear when resumed</source>
        <translation>暂不在视图中显示新命令; 恢复后再显示</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Remove every command from the log</source>
        <translation>从日志中删除所有命令</translation>
    </message>
    <message>
        <source>0000 of 0000 commands · scrolled up, not following</source>
        <translation>共 0000 条命令中的 0000 条 · 已向上滚动, 未跟随</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation>清空日志</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> · %1 held</source>
        <translation> · 暂存 %1 条</translation>
    </message>
    <message>
        <source> · scrolled up, not following</source>
        <translation> · 已向上滚动, 未跟随</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n 条命令</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <source>TLS (rediss:// URLs)</source>
        <translation>TLS (rediss:// URL)</translation>
    </message>
    <message>
        <source>Verify the server&apos;s certificate</source>
        <translation>验证服务器证书</translation>
    </message>
    <message>
        <source>SSH tunnel</source>
        <translation>SSH 隧道</translation>
    </message>
    <message>
        <source>Use ~/.ssh/config (Host aliases, User, Port, IdentityFile, ProxyJump)</source>
        <translation>使用 ~/.ssh/config (Host 别名、User、Port、IdentityFile、ProxyJump)</translation>
    </message>
    <message>
        <source>Read-only: send only read commands</source>
        <translation>只读: 只发送读命令</translation>
    </message>
    <message>
        <source>Connect to Redis</source>
        <translation>连接到 Redis</translation>
    </message>
    <message>
        <source>Recent connections are kept without their passwords</source>
        <translation>最近的连接在保存时不含密码</translation>
    </message>
    <message>
        <source>redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock</source>
        <translation>redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the system&apos;s CA certificates</source>
        <translation>系统的 CA 证书</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.crt *.key);;所有文件 (*)</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA 证书:</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>客户端证书:</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>客户端证书</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>客户端密钥:</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>客户端密钥</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>The inspector only reads either way. Uncheck to allow the playground actions (acquire, release, enqueue, hit) to write to this server. You can change it later in the Connection menu.</source>
        <translation>检查器无论如何只会读取。取消勾选即允许演练场的操作 (获取、释放、入队、请求) 写入此服务器。之后可以在“连接”菜单中更改。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码:</translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation>连接超时:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Reach the server through an SSH host (a bastion). Every node of a Cluster or Sentinel deployment is reached through the same session.</source>
        <translation>通过一台 SSH 主机 (跳板机) 访问服务器。集群或哨兵部署的每个节点都通过同一个会话访问。</translation>
    </message>
    <message>
        <source>bastion.example.com, or a Host of ~/.ssh/config</source>
        <translation>bastion.example.com, 或 ~/.ssh/config 中的一个 Host</translation>
    </message>
    <message>
        <source>default (22)</source>
        <translation>默认 (22)</translation>
    </message>
    <message>
        <source>the config&apos;s, else your user name</source>
        <translation>配置中的用户, 否则为你的用户名</translation>
    </message>
    <message>
        <source>SSH agent, then key files</source>
        <translation>SSH agent, 然后是密钥文件</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519, id_ecdsa, id_rsa</source>
        <translation>~/.ssh/id_ed25519, id_ecdsa, id_rsa</translation>
    </message>
    <message>
        <source>none (as ssh -J: user@jump1:22,jump2)</source>
        <translation>无 (同 ssh -J: user@jump1:22,jump2)</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机:</translation>
    </message>
    <message>
        <source>Log in with:</source>
        <translation>登录方式:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>密钥文件:</translation>
    </message>
    <message>
        <source>SSH private key</source>
        <translation>SSH 私钥</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Jump hosts:</source>
        <translation>跳板主机:</translation>
    </message>
    <message>
        <source>Known hosts:</source>
        <translation>已知主机:</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts 文件</translation>
    </message>
    <message>
        <source>the SSH tunnel needs a host (or uncheck SSH tunnel)</source>
        <translation>SSH 隧道需要一个主机 (或取消勾选 SSH 隧道)</translation>
    </message>
    <message>
        <source>SSH host: %1</source>
        <translation>SSH 主机: %1</translation>
    </message>
    <message>
        <source>SSH jump host: %1</source>
        <translation>SSH 跳板主机: %1</translation>
    </message>
    <message>
        <source>choose the SSH key file</source>
        <translation>请选择 SSH 密钥文件</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>type the SSH password</source>
        <translation>请输入 SSH 密码</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; needs a password</source>
        <translation>用户“%1”需要密码</translation>
    </message>
    <message>
        <source>a client certificate needs its key, and a key its certificate</source>
        <translation>客户端证书需要对应的密钥, 密钥也需要对应的证书</translation>
    </message>
    <message>
        <source>Key passphrase:</source>
        <translation>密钥口令:</translation>
    </message>
    <message>
        <source>none, or asked for when the key needs one</source>
        <translation>无, 或在密钥需要时询问</translation>
    </message>
</context>
<context>
    <name>ConnectionHealth</name>
    <message>
        <source>the round-trip time</source>
        <translation>往返时间</translation>
    </message>
    <message>
        <source>the server figures</source>
        <translation>服务器数据</translation>
    </message>
    <message>
        <source>live events</source>
        <translation>实时事件</translation>
    </message>
    <message>
        <source>the server clock</source>
        <translation>服务器时钟</translation>
    </message>
    <message>
        <source>discovery</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>every command is refused: %1</source>
        <translation>所有命令都被拒绝: %1</translation>
    </message>
    <message>
        <source>this user may not run %1 (NOPERM)</source>
        <translation>此用户无权执行 %1 (NOPERM)</translation>
    </message>
    <message>
        <source>the server refuses %1 (%2)</source>
        <translation>服务器拒绝 %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 %3 off</source>
        <translation>%1: %2 %3关闭</translation>
    </message>
    <message>
        <source>is</source>
        <translation>已</translation>
    </message>
    <message>
        <source>are</source>
        <translation>已</translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation>%1 被拒绝: %2</translation>
    </message>
    <message>
        <source>CoordScope asks again at most every %1 s; a new connection asks at once.</source>
        <translation>CoordScope 最多每 %1 秒重新询问一次; 新连接会立即询问。</translation>
    </message>
</context>
<context>
    <name>ConsoleCommandCheck</name>
    <message>
        <source>type a command</source>
        <translation>请输入命令</translation>
    </message>
    <message>
        <source>%1 would take over the console&apos;s connection; use redis-cli for it</source>
        <translation>%1 会占用控制台的连接; 请用 redis-cli 执行它</translation>
    </message>
    <message>
        <source>a timeout of 0 waits for ever; give it a timeout in seconds (the console waits at most a few)</source>
        <translation>超时为 0 会永远等待; 请给出以秒为单位的超时 (控制台最多等待几秒)</translation>
    </message>
    <message>
        <source>BLOCK 0 waits for ever; give it a timeout in ms</source>
        <translation>BLOCK 0 会永远等待; 请给出以毫秒为单位的超时</translation>
    </message>
    <message>
        <source>KEYS walks every key in one go and blocks the server meanwhile (on a big production server, for seconds). SCAN does the same in small steps. Send KEYS anyway?</source>
        <translation>KEYS 一次遍历所有键, 期间会阻塞服务器 (在大型生产服务器上可达数秒)。SCAN 以小步完成同样的事。仍要发送 KEYS 吗?</translation>
    </message>
    <message>
        <source>%1 deletes every key of %2. Send it?</source>
        <translation>%1 会删除%2的所有键。要发送吗?</translation>
    </message>
    <message>
        <source>every database</source>
        <translation>所有数据库</translation>
    </message>
    <message>
        <source>this database</source>
        <translation>当前数据库</translation>
    </message>
    <message>
        <source>SHUTDOWN stops the server. Send it?</source>
        <translation>SHUTDOWN 会停止服务器。要发送吗?</translation>
    </message>
    <message>
        <source>%1 changes how the server runs, for every client. Send it?</source>
        <translation>%1 会改变服务器对所有客户端的运行方式。要发送吗?</translation>
    </message>
    <message>
        <source>%1 s is past the connection&apos;s command timeout (%2 ms), which would drop it mid-wait; wait less</source>
        <translation>%1 秒超过了连接的命令超时 (%2 ms), 等待中连接会被断开; 请等待更短的时间</translation>
    </message>
    <message>
        <source>BLOCK %1 is past the connection&apos;s command timeout (%2 ms), which would drop it mid-wait</source>
        <translation>BLOCK %1 超过了连接的命令超时 (%2 ms), 等待中连接会被断开</translation>
    </message>
</context>
<context>
    <name>ConsoleView</name>
    <message>
        <source>console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>Type a Redis command below, e.g. SET lock:x token NX PX 30000, and press Enter. Quote as in redis-cli; Up and Down go through the history, Tab completes.</source>
        <translation>在下方输入 Redis 命令, 例如 SET lock:x token NX PX 30000, 然后按 Enter。引号用法与 redis-cli 相同; 上下方向键浏览历史, Tab 补全。</translation>
    </message>
    <message>
        <source>a Redis command</source>
        <translation>一条 Redis 命令</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (只读)</translation>
    </message>
    <message>
        <source>Read the command names</source>
        <translation>读取命令名</translation>
    </message>
    <message>
        <source>(refused) %1</source>
        <translation>(已拒绝) %1</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>(not sent)</source>
        <translation>(未发送)</translation>
    </message>
    <message>
        <source>(error) not connected: nothing was sent</source>
        <translation>(error) 未连接: 没有发送任何命令</translation>
    </message>
    <message>
        <source>(not sent: the connection changed)</source>
        <translation>(未发送: 连接已改变)</translation>
    </message>
    <message>
        <source>(%1 ms)</source>
        <translation>(%1 ms)</translation>
    </message>
</context>
<context>
    <name>DelayCommands</name>
    <message>
        <source>--%1 is for delay %2, not delay %3</source>
        <translation>--%1 用于 delay %2，而不是 delay %3</translation>
    </message>
    <message>
        <source>scheduled %1 due at %2 ms (in %3 ms)%4</source>
        <translation>已安排 %1，到期于 %2 ms（%3 ms 后）%4</translation>
    </message>
    <message>
        <source>, the earliest</source>
        <translation>，最早的</translation>
    </message>
    <message>
        <source>--max must be at most %1, not %2</source>
        <translation>--max 最多为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>claimed %1 (%2)</source>
        <translation>已认领 %1（%2）</translation>
    </message>
    <message>
        <source>  %1 due at %2 ms, %3 ms late</source>
        <translation>  %1 到期于 %2 ms，晚了 %3 ms</translation>
    </message>
    <message>
        <source>  %1 read as due but removed by another claimer first%2</source>
        <translation>  %1 读到时已到期，但先被另一个认领者删除%2</translation>
    </message>
    <message>
        <source> (pushed anyway: duplicates)</source>
        <translation> （仍然推入：重复）</translation>
    </message>
    <message>
        <source>pages (from 1)</source>
        <translation>页（从 1 开始）</translation>
    </message>
    <message>
        <source>--page-size must be at most %1, not %2</source>
        <translation>--page-size 最多为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>--page is too large: %1</source>
        <translation>--page 太大：%1</translation>
    </message>
    <message>
        <source>%1: %2 scheduled, %3 due now%4, %5 ready, %6 orphaned payloads</source>
        <translation>%1：已安排 %2，现在到期 %3%4，就绪 %5，孤立的载荷 %6</translation>
    </message>
    <message>
        <source> (oldest overdue %1 ms)</source>
        <translation> （最早的已逾期 %1 ms）</translation>
    </message>
    <message>
        <source>page %1 (items %2-%3 of %4, by due time):</source>
        <translation>第 %1 页（第 %2-%3 项，共 %4 项，按到期时间）：</translation>
    </message>
    <message>
        <source>due in %1 ms</source>
        <translation>%1 ms 后到期</translation>
    </message>
    <message>
        <source>overdue %1 ms</source>
        <translation>逾期 %1 ms</translation>
    </message>
    <message>
        <source>(payload missing)</source>
        <translation>（载荷缺失）</translation>
    </message>
    <message>
        <source>Delayed queues: schedule items, claim the due ones, show status.</source>
        <translation>延时队列：安排条目、认领到期的条目、显示状态。</translation>
    </message>
    <message>
        <source>add: due this many milliseconds from the server&apos;s now.</source>
        <translation>add：从服务器的当前时间起这么多毫秒后到期。</translation>
    </message>
    <message>
        <source>add: due at this time, server milliseconds since the epoch.</source>
        <translation>add：在此时刻到期，服务器自纪元以来的毫秒数。</translation>
    </message>
    <message>
        <source>MS_EPOCH</source>
        <translation>MS_EPOCH</translation>
    </message>
    <message>
        <source>claim: move at most N due items (1..%1, default %2).</source>
        <translation>claim：最多移动 N 个到期条目（1..%1，默认 %2）。</translation>
    </message>
    <message>
        <source>claim: claimer variant: %1 (default atomic).</source>
        <translation>claim：认领者变体：%1（默认 atomic）。</translation>
    </message>
    <message>
        <source>status: page of scheduled items, from 1 (default 1).</source>
        <translation>status：已安排条目的页码，从 1 开始（默认 1）。</translation>
    </message>
    <message>
        <source>status: items per page (1..%1, default %2).</source>
        <translation>status：每页条目数（1..%1，默认 %2）。</translation>
    </message>
    <message>
        <source>unknown delay action &quot;%1&quot; (add, claim, status)</source>
        <translation>未知的 delay 操作“%1”（add、claim、status）</translation>
    </message>
</context>
<context>
    <name>DelayedActionForm</name>
    <message>
        <source>&amp;Enqueue</source>
        <translation>入队(&amp;E)</translation>
    </message>
    <message>
        <source>C&amp;laim due items</source>
        <translation>领取到期项(&amp;L)</translation>
    </message>
    <message>
        <source>A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue</source>
        <translation>CoordScope 延时队列: 键 cs:{NAME}:delayed、:payloads、:queue</translation>
    </message>
    <message>
        <source>what the worker gets, e.g. {&quot;to&quot;:&quot;ada@example.com&quot;}</source>
        <translation>工作进程得到的内容, 例如 {&quot;to&quot;:&quot;ada@example.com&quot;}</translation>
    </message>
    <message>
        <source>How long from the server&apos;s now until the item is due (0: at once)</source>
        <translation>从服务器当前时间起到该项到期的时长 (0: 立即到期)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>At most this many due items are moved to the ready list</source>
        <translation>最多把这么多到期项移到就绪列表</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation>队列(&amp;Q):</translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation>负载(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Delay:</source>
        <translation>延迟(&amp;D):</translation>
    </message>
    <message>
        <source>The delay must be a number, e.g. 5 or 1.5</source>
        <translation>延迟必须是数字, 例如 5 或 1.5</translation>
    </message>
    <message>
        <source>The delay cannot be negative (0 makes the item due at once)</source>
        <translation>延迟不能为负数 (0 表示立即到期)</translation>
    </message>
    <message>
        <source>The delay is too long (at most %1 ms)</source>
        <translation>延迟太长 (最多 %1 毫秒)</translation>
    </message>
    <message>
        <source>A delay in ms must be a whole number</source>
        <translation>以毫秒为单位的延迟必须是整数</translation>
    </message>
    <message>
        <source>Name the delayed queue</source>
        <translation>请为延时队列命名</translation>
    </message>
    <message>
        <source>Write the payload the worker will get</source>
        <translation>请填写工作进程将得到的负载</translation>
    </message>
    <message>
        <source>Enqueuing into %1…</source>
        <translation>正在入队到 %1…</translation>
    </message>
    <message>
        <source>Enqueue into %1</source>
        <translation>入队到 %1</translation>
    </message>
    <message>
        <source>Claiming from %1…</source>
        <translation>正在从 %1 领取…</translation>
    </message>
    <message>
        <source>Claim from %1</source>
        <translation>从 %1 领取</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Not run: no connection</source>
        <translation>未运行: 没有连接</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Read-only mode: CoordScope sends only read commands to this server. Turn read-only off for this connection to enqueue and claim.</source>
        <translation>只读模式: CoordScope 只向此服务器发送读命令。要入队和领取, 请关闭此连接的只读模式。</translation>
    </message>
    <message>
        <source>Schedule the payload after the delay (Ctrl+Shift+N)</source>
        <translation>在延迟之后调度该负载 (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Move due items to the ready list once, atomically (Ctrl+Shift+C)</source>
        <translation>以原子方式把到期项一次性移到就绪列表 (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>enqueued %1 into %2, due in %3%4</source>
        <translation>已将 %1 入队到 %2，%3%4 后到期</translation>
    </message>
    <message>
        <source> (now the earliest)</source>
        <translation> （现在是最早的）</translation>
    </message>
    <message>
        <source>nothing due in %1</source>
        <translation>%1 中没有到期的条目</translation>
    </message>
    <message>
        <source>claimed %1 due item(s) of %2 onto %3</source>
        <translation>已从 %2 认领 %1 个到期条目到 %3</translation>
    </message>
</context>
<context>
    <name>DelayedDemo</name>
    <message>
        <source>wrote %1 scheduled items in 3 delayed queues (2 claimed onto the ready list of &quot;emails&quot;)</source>
        <translation>在 3 个延时队列中写入了 %1 个已安排的条目（2 个已认领到“emails”的就绪列表）</translation>
    </message>
</context>
<context>
    <name>DelayedItemsModel</name>
    <message>
        <source>due now</source>
        <translation>现在到期</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1 后</translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation>已逾期 %1</translation>
    </message>
    <message>
        <source>Reading the first items of %1</source>
        <translation>正在读取 %1 的前几项</translation>
    </message>
    <message>
        <source>Reading loaded items again</source>
        <translation>正在重新读取已加载的项</translation>
    </message>
    <message>
        <source>Reading items %1–%2 of %3</source>
        <translation>正在读取 %3 项中的第 %1–%2 项</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>分值 %1</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>已逾期</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Due at</source>
        <translation>到期时间</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>负载</translation>
    </message>
</context>
<context>
    <name>DelayedQueueTableModel</name>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1 后</translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation>已逾期 %1</translation>
    </message>
    <message>
        <source>nothing scheduled</source>
        <translation>无调度项</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation>%1 /秒</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>布局: %1</translation>
    </message>
    <message>
        <source>Items leaving the schedule per second, estimated from the last two refreshes</source>
        <translation>每秒离开调度的项数, 根据最近两次刷新估算</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Scheduled</source>
        <translation>已调度</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>已逾期</translation>
    </message>
    <message>
        <source>Next due</source>
        <translation>下次到期</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Claim rate</source>
        <translation>领取速率</translation>
    </message>
</context>
<context>
    <name>DelayedQueuesView</name>
    <message>
        <source>Delayed queues view</source>
        <translation>延时队列视图</translation>
    </message>
    <message>
        <source>Export queues as CSV…</source>
        <translation>将队列导出为 CSV…</translation>
    </message>
    <message>
        <source>Export items as CSV…</source>
        <translation>将条目导出为 CSV…</translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation>将图表导出为 PNG…</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演练场</translation>
    </message>
    <message>
        <source>Could not read more items: %1</source>
        <translation>无法读取更多项: %1</translation>
    </message>
    <message>
        <source>Filter queues by name, layout or numbers</source>
        <translation>按名称、布局或数值筛选队列</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>its delayed queues: items on a time axis, what is overdue, the ready list and the claim rate.</source>
        <translation>其中的延时队列: 时间轴上的各项、已逾期的项、就绪列表和领取速率。</translation>
    </message>
    <message>
        <source>Looking for delayed queues…</source>
        <translation>正在查找延时队列…</translation>
    </message>
    <message>
        <source>No delayed queues found in this database</source>
        <translation>此数据库中没有找到延时队列</translation>
    </message>
    <message>
        <source>This view shows delayed queues (CoordScope&apos;s, Redisson&apos;s RDelayedQueue, Sidekiq&apos;s schedule and retry sets, BullMQ&apos;s delayed jobs, Redis in Action&apos;s delayed:): what is scheduled, what is overdue, when the next item is due, the ready list and how fast items are claimed, with the items on a time axis.</source>
        <translation>此视图显示延时队列 (CoordScope 自己的、Redisson 的 RDelayedQueue、Sidekiq 的 schedule 和 retry 集合、BullMQ 的延迟任务、Redis 实战的 delayed:): 已调度什么、什么已逾期、下一项何时到期、就绪列表以及各项被领取的速度, 各项显示在时间轴上。</translation>
    </message>
    <message>
        <source>Load demo data writes a few queues under cs: with items overdue, due in a few seconds and due later.</source>
        <translation>加载演示数据会在 cs: 下写入几个队列, 其中有已逾期的项、几秒后到期的项和较晚到期的项。</translation>
    </message>
    <message>
        <source>Select a queue to see its items</source>
        <translation>选择一个队列以查看其中的项</translation>
    </message>
    <message>
        <source>The selected queue is gone</source>
        <translation>所选队列已不存在</translation>
    </message>
    <message>
        <source>last read failed: %1</source>
        <translation>上次读取失败: %1</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>注意:
</translation>
    </message>
    <message>
        <source>: %1 of %2 items loaded; scroll down for more</source>
        <translation>: 已加载 %2 项中的 %1 项; 向下滚动加载更多</translation>
    </message>
    <message>
        <source>Load demo delayed queues</source>
        <translation>加载演示延时队列</translation>
    </message>
    <message>
        <source>Write demo delayed queues into this database (keys under cs:)</source>
        <translation>向此数据库写入演示延时队列 (键位于 cs: 下)</translation>
    </message>
    <message numerus="yes">
        <source>: %n item(s)</source>
        <translation>
            <numerusform>: %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DelayedScheduleChart</name>
    <message>
        <source>scheduled</source>
        <translation>已调度</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>已逾期</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>seconds from now</source>
        <translation>距现在的秒数</translation>
    </message>
    <message>
        <source>Scheduled items by due time relative to the server&apos;s now; overdue items are left of the line. Items overdue by more than %1 s sit on the left edge.</source>
        <translation>已调度的项按相对于服务器当前时间的到期时间排列; 已逾期的项位于线的左侧。逾期超过 %1 秒的项位于左边缘。</translation>
    </message>
    <message>
        <source>Nothing scheduled</source>
        <translation>无调度项</translation>
    </message>
    <message>
        <source>First %1 of %2 items</source>
        <translation>%2 项中的前 %1 项</translation>
    </message>
    <message>
        <source> · %1 overdue by more than %2 s (at the left edge)</source>
        <translation> · %1 项逾期超过 %2 秒 (位于左边缘)</translation>
    </message>
    <message>
        <source> · %1 due after the axis ends (at the right edge)</source>
        <translation> · %1 项在坐标轴结束之后到期 (位于右边缘)</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>due order</source>
        <translation>到期顺序</translation>
    </message>
    <message>
        <source>Scheduled items</source>
        <translation>已调度的项</translation>
    </message>
</context>
<context>
    <name>DurationText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
</context>
<context>
    <name>EmptyStatePage</name>
    <message>
        <source>Start the sandbox or connect to a Redis server to see %1</source>
        <translation>启动沙盒或连接到 Redis 服务器以查看%1</translation>
    </message>
    <message>
        <source>The view fills in when the connection is back.</source>
        <translation>连接恢复后视图会重新填充。</translation>
    </message>
    <message>
        <source>Read-only mode is on for this connection: CoordScope sends it only read commands, so demo data, which writes keys, cannot be loaded. Turn read-only off (Connection › Read-only) or use the sandbox to load it.</source>
        <translation>此连接已开启只读模式: CoordScope 只向其发送读命令, 因此无法加载会写入键的演示数据。请关闭只读模式 (连接 › 只读) 或使用沙盒来加载。</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>正在等待服务器…</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Open the documentation: %1</source>
        <translation>打开文档：%1</translation>
    </message>
    <message>
        <source>&amp;About CoordScope</source>
        <translation>关于 CoordScope(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>No documentation here: neither the sources&apos; docs folder nor the packaged copy (share/doc/coordscope) is there</source>
        <translation>此处没有文档：源代码的 docs 文件夹和软件包附带的副本（share/doc/coordscope）都不在</translation>
    </message>
</context>
<context>
    <name>HoldInterrupt</name>
    <message>
        <source> (cut short by %1)</source>
        <translation> （被 %1 截断）</translation>
    </message>
</context>
<context>
    <name>InspectCommands</name>
    <message>
        <source>this user may run neither INFO nor TIME: ages and deadlines use this machine&apos;s clock, not the server&apos;s</source>
        <translation>此用户既不能运行 INFO 也不能运行 TIME：时长和期限使用本机时钟，而不是服务器的</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>no ttl</source>
        <translation>无 ttl</translation>
    </message>
    <message>
        <source>ttl </source>
        <translation>ttl </translation>
    </message>
    <message>
        <source>in </source>
        <translation>再过 </translation>
    </message>
    <message>
        <source> ago</source>
        <translation> 前</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>分值 %1</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>计数 %1</translation>
    </message>
    <message>
        <source>  key %1  %2 %3%4  %5</source>
        <translation>  键 %1  %2 %3%4  %5</translation>
    </message>
    <message>
        <source>holder %1</source>
        <translation>持有者 %1</translation>
    </message>
    <message>
        <source>not held</source>
        <translation>未被持有</translation>
    </message>
    <message>
        <source>fencing %1</source>
        <translation>fencing %1</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>限额 %1</translation>
    </message>
    <message>
        <source>    … %1 in all</source>
        <translation>    … 共 %1 个</translation>
    </message>
    <message>
        <source>  note: </source>
        <translation>  注意：</translation>
    </message>
    <message>
        <source>no node (slot %1 unserved)</source>
        <translation>没有节点（槽 %1 无人服务）</translation>
    </message>
    <message>
        <source>Find the locks, semaphores, queues, limiters... in a keyspace and show their live state; read commands only.</source>
        <translation>在键空间中查找锁、信号量、队列、限流器……并显示它们的实时状态；只用读命令。</translation>
    </message>
    <message>
        <source>Only keys matching this glob (SCAN MATCH).</source>
        <translation>只查看匹配此 glob 的键（SCAN MATCH）。</translation>
    </message>
    <message>
        <source>Your own layout: keys matching GLOB are a KIND (%1); repeatable, wins over the built-in layouts.</source>
        <translation>你自己的布局：匹配 GLOB 的键是一个 KIND（%1）；可重复，优先于内置布局。</translation>
    </message>
    <message>
        <source>GLOB=KIND</source>
        <translation>GLOB=KIND</translation>
    </message>
    <message>
        <source>Keys the server looks at per SCAN (default 200).</source>
        <translation>服务器每次 SCAN 查看的键数（默认 200）。</translation>
    </message>
    <message>
        <source>Stop after this many keys (default: none, the whole keyspace).</source>
        <translation>查看这么多键后停止（默认：不限，整个键空间）。</translation>
    </message>
    <message>
        <source>Members, items or subjects listed per primitive (default 10; with --json, 200).</source>
        <translation>每个原语列出的成员、条目或主体数（默认 10；使用 --json 时为 200）。</translation>
    </message>
    <message>
        <source>Also list the keys no layout claims (up to 10000).</source>
        <translation>也列出没有布局认领的键（最多 10000 个）。</translation>
    </message>
    <message>
        <source>Type and look at the values of keys no layout claims by name, for the bare-name layouts (redis-py, node-redlock, redis-cell, Redisson hashes, counters): on, off, or auto (on up to 100,000 keys; the default).</source>
        <translation>对没有布局按名称认领的键查看类型和值，用于裸名布局（redis-py、node-redlock、redis-cell、Redisson 哈希、计数器）：on、off 或 auto（最多 100,000 个键时为 on；默认）。</translation>
    </message>
    <message>
        <source>Stream JSON, one object per line: progress while scanning, each primitive as soon as its state is read, coverage last.</source>
        <translation>以流的方式输出 JSON，每行一个对象：扫描时的进度、每个原语一读到状态就输出、最后是覆盖情况。</translation>
    </message>
    <message>
        <source>Load the server at most this much: a share of one server core (&quot;2%&quot;) or commands per second (&quot;500/s&quot;), or both (&quot;2%,500/s&quot;); says what it used.</source>
        <translation>对服务器的负载最多这么多：一个服务器核心的份额（&quot;2%&quot;）或每秒命令数（&quot;500/s&quot;），或两者（&quot;2%,500/s&quot;）；会说明实际用了多少。</translation>
    </message>
    <message>
        <source>inspect takes options only, not &quot;%1&quot;</source>
        <translation>inspect 只接受选项，不接受“%1”</translation>
    </message>
    <message>
        <source>--count is at most 100000 and --entries at most 10000</source>
        <translation>--count 最多 100000，--entries 最多 10000</translation>
    </message>
    <message>
        <source>--rule %1: %2</source>
        <translation>--rule %1：%2</translation>
    </message>
    <message>
        <source>--value-shapes is auto, on or off, not &quot;%1&quot;</source>
        <translation>--value-shapes 是 auto、on 或 off，而不是“%1”</translation>
    </message>
    <message>
        <source>--budget: </source>
        <translation>--budget：</translation>
    </message>
    <message>
        <source>--json and --json-lines: choose one (--json-lines streams, --json prints one object at the end)</source>
        <translation>--json 和 --json-lines：选一个（--json-lines 以流方式输出，--json 在结束时输出一个对象）</translation>
    </message>
    <message>
        <source>scanned %1 keys of %2, stopped at --max-keys %3: there are more (leave --max-keys out to scan them all)</source>
        <translation>扫描了 %2 个键中的 %1 个，在 --max-keys %3 处停止：还有更多（去掉 --max-keys 即可全部扫描）</translation>
    </message>
    <message>
        <source>scanned the whole keyspace (%1 keys): %2 match %3</source>
        <translation>扫描了整个键空间（%1 个键）：%2 个匹配 %3</translation>
    </message>
    <message>
        <source>scanned the whole keyspace: %1 of %2 keys</source>
        <translation>扫描了整个键空间：%2 个键中的 %1 个</translation>
    </message>
    <message>
        <source>%1 keys no layout claims by name were not looked at by value (bare-name layouts: %2): --value-shapes on looks at them (%3)</source>
        <translation>%1 个没有布局按名称认领的键没有按值查看（裸名布局：%2）：--value-shapes on 会查看它们（%3）</translation>
    </message>
    <message>
        <source>%1 is a cluster node: inspecting the cluster&apos;s %2 masters (cluster=no inspects this node alone)</source>
        <translation>%1 是集群节点：检查集群的 %2 个主节点（cluster=no 只检查这一个节点）</translation>
    </message>
    <message>
        <source>
  on %1</source>
        <translation>
  在 %1 上</translation>
    </message>
    <message>
        <source>
  error: </source>
        <translation>
  错误：</translation>
    </message>
    <message numerus="yes">
        <source>%n primitive(s)</source>
        <translation>
            <numerusform>%n 个原语</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unknown key(s)</source>
        <translation>
            <numerusform>%n 个未知键</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 keys%3</source>
        <translation>%1 %2 个键%3</translation>
    </message>
    <message>
        <source> (not to the end)</source>
        <translation> （未到末尾）</translation>
    </message>
    <message>
        <source>cluster: %1 masters scanned: %2</source>
        <translation>集群：扫描了 %1 个主节点：%2</translation>
    </message>
    <message>
        <source>(not typed)</source>
        <translation>（未查看类型）</translation>
    </message>
    <message>
        <source>unknown %1  %2  %3</source>
        <translation>未知 %1  %2  %3</translation>
    </message>
</context>
<context>
    <name>InspectorRead</name>
    <message>
        <source>used %1 % of a server core on average, %2 commands/s (budget %3; %4 commands in %5 s, %6 s of it waiting for the budget; server time estimated from round trips, an upper bound)</source>
        <translation>平均使用了一个服务器核心的 %1 %，每秒 %2 条命令（预算 %3；%5 秒内 %4 条命令，其中 %6 秒在等待预算；服务器时间由往返时间估算，是上限）</translation>
    </message>
</context>
<context>
    <name>InspectorReadRunner</name>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
</context>
<context>
    <name>InspectorView</name>
    <message>
        <source>R&amp;ules…</source>
        <translation>规则(&amp;U)…</translation>
    </message>
    <message>
        <source>Your own key patterns (GLOB=KIND), kept between sessions</source>
        <translation>你自己的键模式 (GLOB=KIND), 跨会话保存</translation>
    </message>
    <message>
        <source>&amp;Scan now</source>
        <translation>立即扫描(&amp;S)</translation>
    </message>
    <message>
        <source>Scan the whole keyspace for primitives again now, as fast as the server answers: this pass is not held to the load budget (F5)</source>
        <translation>立即以服务器能应答的最快速度重新扫描整个键空间以查找原语: 这一轮不受负载预算限制 (F5)</translation>
    </message>
    <message>
        <source>Values: auto</source>
        <translation>值: 自动</translation>
    </message>
    <message>
        <source>Values: every key</source>
        <translation>值: 每个键</translation>
    </message>
    <message>
        <source>Values: named keys only</source>
        <translation>值: 仅按名称识别的键</translation>
    </message>
    <message>
        <source>Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and a sample of each), to find the layouts told by value only: redis-py and node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the database has at most %1 keys; on a bigger one that is most of a pass&apos;s work.</source>
        <translation>发现过程是否查看没有任何布局按名称认领的键的值 (TYPE、PTTL 以及每个键的一个样本), 以找出只能按值识别的布局: redis-py 和 node-redlock 的锁、redis-cell、Redisson 的哈希、计数器。自动: 仅当数据库最多有 %1 个键时; 在更大的数据库上, 这会占一轮扫描的大部分工作。</translation>
    </message>
    <message>
        <source>Filter by kind, name, library, key or state</source>
        <translation>按类型、名称、库、键或状态筛选</translation>
    </message>
    <message>
        <source>What the last refresh sent and received</source>
        <translation>上次刷新发送和接收的内容</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation>复制键名(&amp;C)</translation>
    </message>
    <message>
        <source> (%1 read in the last tick: the ones notifications named; all every %2 s)</source>
        <translation> (上一周期读取 %1 个: 通知提到的那些; 每 %2 秒读取全部)</translation>
    </message>
    <message>
        <source> (%1 read per tick)</source>
        <translation> (每周期读取 %1 个)</translation>
    </message>
    <message>
        <source> · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms</source>
        <translation> · 上一周期: %1 条命令, %2 次往返, 发送 %3, 接收 %4, %5 毫秒</translation>
    </message>
    <message>
        <source> · INFO refused: times use this machine&apos;s clock</source>
        <translation> · INFO 被拒绝: 时间使用本机时钟</translation>
    </message>
    <message>
        <source>
SCAN of %1 masters: %2</source>
        <translation>
%1 个主节点上的 SCAN: %2</translation>
    </message>
    <message>
        <source>Scanned %1%2, pass finished %3 s ago</source>
        <translation>已扫描 %1%2, 一轮扫描于 %3 秒前完成</translation>
    </message>
    <message>
        <source> (stopped at the key limit)</source>
        <translation> (在键数上限处停止)</translation>
    </message>
    <message>
        <source> · %1 by name only</source>
        <translation> · %1 个仅按名称</translation>
    </message>
    <message>
        <source>, within the load budget</source>
        <translation>, 在负载预算之内</translation>
    </message>
    <message>
        <source>The pass keeps within the load budget (%1, Connection › Load budget…); Scan now (F5) goes as fast as the server answers.</source>
        <translation>一轮扫描保持在负载预算之内 (%1, 连接 › 负载预算…); 立即扫描 (F5) 则以服务器能应答的最快速度进行。</translation>
    </message>
    <message>
        <source>Last tick failed: %1</source>
        <translation>上一周期失败: %1</translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation>正在重连… 表格显示最后读取的状态</translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to see its locks, semaphores, queues and rate limiters live.</source>
        <translation>启动沙盒或连接到 Redis 服务器, 即可实时查看其中的锁、信号量、队列和限流器。</translation>
    </message>
    <message>
        <source>Could not look for primitives</source>
        <translation>无法查找原语</translation>
    </message>
    <message>
        <source>Looking for coordination primitives…</source>
        <translation>正在查找协调原语…</translation>
    </message>
    <message>
        <source>No coordination primitives found in this database.</source>
        <translation>此数据库中没有找到协调原语。</translation>
    </message>
    <message>
        <source>Looked at %1 with SCAN</source>
        <translation>用 SCAN 查看了 %1</translation>
    </message>
    <message>
        <source>; %1 of them match no known layout</source>
        <translation>; 其中 %1 个不匹配任何已知布局</translation>
    </message>
    <message>
        <source>. CoordScope recognises its own layouts and those of redis-py, Redisson, BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). The view refreshes by itself; F5 looks again now.</source>
        <translation>。CoordScope 能识别它自己的布局以及 redis-py、Redisson、BullMQ、Sidekiq 和 Redis 实战的布局 (锁、信号量、队列、限流器……)。视图会自动刷新; 按 F5 立即重新查找。</translation>
    </message>
    <message>
        <source>

This is the sandbox: make some with the command line tool, e.g.
coordscope-cli --url %1 lock acquire demo --ttl 60000</source>
        <translation>

这是沙盒: 可以用命令行工具创建一些, 例如
coordscope-cli --url %1 lock acquire demo --ttl 60000</translation>
    </message>
    <message>
        <source>Select a primitive to see its keys and entries</source>
        <translation>选择一个原语以查看其键和条目</translation>
    </message>
    <message>
        <source>The selected primitive is gone</source>
        <translation>所选原语已不存在</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>%1 %2 — %3 (%4)</source>
        <translation>%1 %2 — %3 (%4)</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>注意:
</translation>
    </message>
    <message>
        <source>Entries: showing %1 of %2</source>
        <translation>条目: 显示 %2 条中的 %1 条</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>条目: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln primitive(s)</source>
        <translation>
            <numerusform>%Ln 个原语</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n key(s)</source>
        <translation>
            <numerusform>%1 %n 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n key(s), not to the end</source>
        <translation>
            <numerusform>%1 %n 个键，未到末尾</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln key(s)</source>
        <translation>
            <numerusform>%1 / %Ln 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %1 of %Ln key(s) (%2 %)</source>
        <translation>
            <numerusform>扫描中：%1 / %Ln 个键（%2 %）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %Ln key(s) so far</source>
        <translation>
            <numerusform>扫描中：目前 %Ln 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) that no layout claims by name were not looked at by value (%1). The Values box changes that.</source>
        <translation>
            <numerusform>%Ln 个没有布局按名称认领的键没有按值查看（%1）。“值”选项框可以改变这一点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Act</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Act on the selection: break a lock, evict a holder, run a job now, reset a limit. Each shows the exact commands first.</source>
        <translation>对所选内容执行操作: 强制解锁、驱逐持有者、立即执行任务、重置限流。每个操作都会先显示确切的命令。</translation>
    </message>
</context>
<context>
    <name>KeyBrowserModel</name>
    <message>
        <source>Scanning keys</source>
        <translation>正在扫描键</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>尚未扫描</translation>
    </message>
    <message>
        <source>%1 · the scan stopped: %2</source>
        <translation>%1 · 扫描已停止: %2</translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>扫描中…</translation>
    </message>
    <message>
        <source>scan complete</source>
        <translation>扫描完成</translation>
    </message>
    <message>
        <source>stopped after %1 round trips this click: Scan more goes on</source>
        <translation>本次点击在 %1 次往返后停止: “继续扫描”会接着扫描</translation>
    </message>
    <message>
        <source> · sizes unknown (MEMORY USAGE not allowed)</source>
        <translation> · 大小未知 (不允许 MEMORY USAGE)</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不过期</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>MEMORY USAGE is not allowed for this user, or was not asked</source>
        <translation>此用户不允许执行 MEMORY USAGE, 或未请求</translation>
    </message>
    <message>
        <source>%1 bytes (MEMORY USAGE)</source>
        <translation>%1 字节 (MEMORY USAGE)</translation>
    </message>
    <message>
        <source>No layout the inspector knows claims this key</source>
        <translation>检查器已知的布局都不认领此键</translation>
    </message>
    <message>
        <source>Part of %1 (see the Inspector)</source>
        <translation>属于 %1 (见检查器)</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>大小 (字节)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Claimed by</source>
        <translation>认领者</translation>
    </message>
    <message>
        <source>The key&apos;s name (Ctrl+C copies the selected ones)</source>
        <translation>键名 (Ctrl+C 复制所选键名)</translation>
    </message>
    <message>
        <source>TYPE: string, list, hash, set, zset, stream, or a module&apos;s type</source>
        <translation>TYPE: string、list、hash、set、zset、stream 或模块的类型</translation>
    </message>
    <message>
        <source>PTTL when the key was listed</source>
        <translation>列出键时的 PTTL</translation>
    </message>
    <message>
        <source>MEMORY USAGE: the bytes the key takes in the server&apos;s memory</source>
        <translation>MEMORY USAGE: 该键在服务器内存中占用的字节数</translation>
    </message>
    <message>
        <source>The primitive the inspector recognised this key as part of</source>
        <translation>检查器识别出此键所属的原语</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %Ln key(s) this click: Scan more goes on</source>
        <translation>
            <numerusform>这次点击在 %Ln 个键后停止：“继续扫描”会接着进行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyBrowserView</name>
    <message>
        <source>Keys view</source>
        <translation>键视图</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>扫描(&amp;S)</translation>
    </message>
    <message>
        <source>Scan &amp;more</source>
        <translation>继续扫描(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation>复制键名(&amp;C)</translation>
    </message>
    <message>
        <source>Export keys as CSV…</source>
        <translation>将键导出为 CSV…</translation>
    </message>
    <message>
        <source>Export preview as CSV…</source>
        <translation>将预览导出为 CSV…</translation>
    </message>
    <message>
        <source>Scan the keys again from the start with the MATCH pattern and type (F5); SCAN, never KEYS</source>
        <translation>使用 MATCH 模式和类型从头重新扫描键 (F5); 使用 SCAN, 从不使用 KEYS</translation>
    </message>
    <message>
        <source>Read up to %1 more keys from where the scan stopped</source>
        <translation>从扫描停止处再读取最多 %1 个键</translation>
    </message>
    <message>
        <source>Copy the selected key names (Ctrl+C)</source>
        <translation>复制所选键名 (Ctrl+C)</translation>
    </message>
    <message>
        <source>Filter the listed keys</source>
        <translation>筛选列出的键</translation>
    </message>
    <message>
        <source>Filters the keys already scanned, in every column (no command is sent)</source>
        <translation>在所有列中筛选已扫描的键 (不发送命令)</translation>
    </message>
    <message>
        <source>MATCH pattern, e.g. user:*</source>
        <translation>MATCH 模式, 例如 user:*</translation>
    </message>
    <message>
        <source>SCAN&apos;s MATCH glob (* ? [abc]); Enter scans again with it</source>
        <translation>SCAN 的 MATCH 通配符 (* ? [abc]); 按 Enter 用它重新扫描</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>SCAN&apos;s TYPE filter: list only keys of this type</source>
        <translation>SCAN 的 TYPE 过滤: 只列出此类型的键</translation>
    </message>
    <message>
        <source>Unclaimed only</source>
        <translation>仅未认领的</translation>
    </message>
    <message>
        <source>Hide the keys of the primitives the inspector recognised (locks, queues, …)</source>
        <translation>隐藏检查器识别出的原语 (锁、队列……) 的键</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>The selected key&apos;s value, %1 rows at a time: scroll down for more (read commands only)</source>
        <translation>所选键的值, 每次 %1 行: 向下滚动加载更多 (仅读命令)</translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to browse its keys.</source>
        <translation>启动沙盒或连接到 Redis 服务器以浏览其中的键。</translation>
    </message>
    <message>
        <source>No keys scanned yet.</source>
        <translation>尚未扫描任何键。</translation>
    </message>
    <message>
        <source>Scan lists every key with its type, TTL and size, %1 at a time, with SCAN (never KEYS) and other read commands only. The keys no layout claims are the ones the other tabs do not show.</source>
        <translation>扫描会列出每个键及其类型、TTL 和大小, 每次 %1 个, 只使用 SCAN (从不使用 KEYS) 和其他读命令。没有任何布局认领的键就是其他标签页不显示的那些。</translation>
    </message>
</context>
<context>
    <name>KeyIdentification</name>
    <message>
        <source>TYPE/PTTL: unexpected reply</source>
        <translation>TYPE/PTTL：意外的回复</translation>
    </message>
</context>
<context>
    <name>KeyPreviewCommands</name>
    <message>
        <source>unexpected reply to the %1 page</source>
        <translation>对 %1 页的意外回复</translation>
    </message>
    <message>
        <source>no preview for type %1</source>
        <translation>类型 %1 没有预览</translation>
    </message>
</context>
<context>
    <name>KeyPreviewModel</name>
    <message>
        <source>byte</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>element</source>
        <translation>元素</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素</translation>
    </message>
    <message>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>Reading more of %1</source>
        <translation>正在继续读取 %1</translation>
    </message>
    <message>
        <source>not read (no connection)</source>
        <translation>未读取 (没有连接)</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 已不存在</translation>
    </message>
    <message>
        <source>changed type: now a %1; the rows above were read before</source>
        <translation>类型已改变: 现在是 %1; 上面的行是在此之前读取的</translation>
    </message>
    <message>
        <source>listed as a %1, now a %2</source>
        <translation>列出时是 %1, 现在是 %2</translation>
    </message>
    <message>
        <source>changed type while it was read: was a %1, now a %2; select it again</source>
        <translation>读取期间类型已改变: 原为 %1, 现为 %2; 请重新选择</translation>
    </message>
    <message>
        <source>no preview for this type</source>
        <translation>此类型无预览</translation>
    </message>
    <message>
        <source>Select a key to preview its value.</source>
        <translation>选择一个键以预览其值。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1: %2</translation>
    </message>
    <message>
        <source>TTL %1 s</source>
        <translation>TTL %1 秒</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不过期</translation>
    </message>
    <message>
        <source>showing the first %1 bytes</source>
        <translation>显示前 %1 字节</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>text (UTF-8)</source>
        <translation>文本 (UTF-8)</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Shown as</source>
        <translation>显示为</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>元素</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
</context>
<context>
    <name>KindView</name>
    <message>
        <source>Load &amp;demo data</source>
        <translation>加载演示数据(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy key names</source>
        <translation>复制键名(&amp;C)</translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands to it. Turn read-only off (Connection menu) to load demo data.</source>
        <translation>只读连接: CoordScope 只向其发送读命令。要加载演示数据, 请关闭只读模式 (“连接”菜单)。</translation>
    </message>
    <message>
        <source>Demo data not loaded: %1</source>
        <translation>未加载演示数据: %1</translation>
    </message>
    <message>
        <source>Loading demo data…</source>
        <translation>正在加载演示数据…</translation>
    </message>
    <message>
        <source>Demo data not loaded: the connection changed.</source>
        <translation>未加载演示数据: 连接已改变。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language takes effect at the next start of CoordScope.</source>
        <translation>语言将在 CoordScope 下次启动时生效。</translation>
    </message>
</context>
<context>
    <name>LayoutCatalog</name>
    <message>
        <source>more than</source>
        <translation>多于</translation>
    </message>
</context>
<context>
    <name>LimitCommands</name>
    <message>
        <source>--%1 must be a number %2, not &quot;%3&quot;</source>
        <translation>--%1 必须是%2的数字，而不是“%3”</translation>
    </message>
    <message>
        <source>from 0</source>
        <translation>从 0 起</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>大于 0</translation>
    </message>
    <message>
        <source>the %1 limiter needs --%2</source>
        <translation>%1 限流器需要 --%2</translation>
    </message>
    <message>
        <source>--%1 does not apply to the %2 limiter (it takes %3)</source>
        <translation>--%1 不适用于 %2 限流器（它接受 %3）</translation>
    </message>
    <message>
        <source>--capacity and --rate</source>
        <translation>--capacity 和 --rate</translation>
    </message>
    <message>
        <source>--limit, --period, --capacity</source>
        <translation>--limit、--period、--capacity</translation>
    </message>
    <message>
        <source>--limit and --period</source>
        <translation>--limit 和 --period</translation>
    </message>
    <message>
        <source>allowed: %1 of %2 remaining, full again in %3 ms</source>
        <translation>允许：剩余 %1 / %2，%3 ms 后再次充满</translation>
    </message>
    <message>
        <source>refused: a cost of %1 exceeds the limit %2 and will never be admitted</source>
        <translation>拒绝：代价 %1 超过上限 %2，永远不会被放行</translation>
    </message>
    <message>
        <source>refused: retry in %1 ms (%2 of %3 remaining)</source>
        <translation>拒绝：%1 ms 后重试（剩余 %2 / %3）</translation>
    </message>
    <message>
        <source>; level %1</source>
        <translation>；水位 %1</translation>
    </message>
    <message>
        <source>%1 of %2 remaining</source>
        <translation>剩余 %1 / %2</translation>
    </message>
    <message>
        <source>, %1 in the window</source>
        <translation>，窗口内 %1</translation>
    </message>
    <message>
        <source>, level %1</source>
        <translation>，水位 %1</translation>
    </message>
    <message>
        <source>, TAT %1 µs</source>
        <translation>, TAT %1 µs</translation>
    </message>
    <message>
        <source>, no TAT (full)</source>
        <translation>，无 TAT（已满）</translation>
    </message>
    <message>
        <source>, next admitted in %1 ms</source>
        <translation>，下一个请求在 %1 ms 后放行</translation>
    </message>
    <message>
        <source>, full again in %1 ms</source>
        <translation>，%1 ms 后再次充满</translation>
    </message>
    <message>
        <source>Rate limiters: fixed window, sliding window, funnel, GCRA.</source>
        <translation>限流器：固定窗口、滑动窗口、漏斗、GCRA。</translation>
    </message>
    <message>
        <source>Limiter: %1 (default gcra).</source>
        <translation>限流器：%1（默认 gcra）。</translation>
    </message>
    <message>
        <source>Who is limited, e.g. user + action &quot;alice:upload&quot; (default &quot;default&quot;).</source>
        <translation>被限流的对象，例如用户 + 操作 &quot;alice:upload&quot;（默认 &quot;default&quot;）。</translation>
    </message>
    <message>
        <source>fixed, sliding, gcra: requests per period.</source>
        <translation>fixed、sliding、gcra：每个周期的请求数。</translation>
    </message>
    <message>
        <source>fixed, sliding, gcra: the period in milliseconds.</source>
        <translation>fixed、sliding、gcra：周期，单位毫秒。</translation>
    </message>
    <message>
        <source>funnel: its size; gcra: the burst, max_burst + 1 (0 or unset: --limit).</source>
        <translation>funnel：它的容量；gcra：突发量，max_burst + 1（0 或未设置：--limit）。</translation>
    </message>
    <message>
        <source>funnel: leak rate per second (may be fractional).</source>
        <translation>funnel：每秒漏出速率（可以是小数）。</translation>
    </message>
    <message>
        <source>PER_S</source>
        <translation>PER_S</translation>
    </message>
    <message>
        <source>hit: units this request takes (default 1).</source>
        <translation>hit：这个请求占用的单位数（默认 1）。</translation>
    </message>
    <message>
        <source>Use this clock (ms since the epoch) instead of the server&apos;s TIME.</source>
        <translation>使用这个时钟（自纪元以来的毫秒数），而不是服务器的 TIME。</translation>
    </message>
    <message>
        <source>usage: limit hit|status NAME --kind KIND [options]</source>
        <translation>用法：limit hit|status NAME --kind KIND [options]</translation>
    </message>
    <message>
        <source>unknown limit action &quot;%1&quot; (hit, status)</source>
        <translation>未知的 limit 操作“%1”（hit、status）</translation>
    </message>
    <message>
        <source>unknown rate limiter kind &quot;%1&quot; (known: %2)</source>
        <translation>未知的限流器类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>--cost is for hit, not status</source>
        <translation>--cost 用于 hit，而不是 status</translation>
    </message>
</context>
<context>
    <name>LimiterActionForm</name>
    <message>
        <source>&amp;Send requests</source>
        <translation>发送请求(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Send requests</source>
        <translation>发送请求</translation>
    </message>
    <message>
        <source>Cancel sending</source>
        <translation>取消发送</translation>
    </message>
    <message>
        <source>The limiter&apos;s name: no &apos;:&apos; and no braces</source>
        <translation>限流器的名称: 不能含 &apos;:&apos; 和花括号</translation>
    </message>
    <message>
        <source>Who is limited, e.g. a user and an action (&quot;alice:upload&quot;)</source>
        <translation>受限的对象, 例如一个用户和一个操作 (&quot;alice:upload&quot;)</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /秒</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>Su&amp;bject:</source>
        <translation>对象(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Requests:</source>
        <translation>请求数(&amp;R):</translation>
    </message>
    <message>
        <source>R&amp;ate:</source>
        <translation>速率(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>限额(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>周期(&amp;P):</translation>
    </message>
    <message>
        <source>Ca&amp;pacity / burst:</source>
        <translation>容量 / 突发(&amp;P):</translation>
    </message>
    <message>
        <source>Lea&amp;k rate:</source>
        <translation>漏出速率(&amp;K):</translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation>对象: %1</translation>
    </message>
    <message>
        <source>Sending %1 requests through %2</source>
        <translation>正在通过 %2 发送 %1 个请求</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>Not sent: cancelled or no connection.</source>
        <translation>未发送: 已取消或没有连接。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败: %1</translation>
    </message>
    <message>
        <source>The funnel&apos;s capacity</source>
        <translation>漏斗的容量</translation>
    </message>
    <message>
        <source>GCRA: the burst (0: the limit)</source>
        <translation>GCRA: 突发量 (0: 等于限额)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Read-only mode: sending requests writes the limiter&apos;s keys</source>
        <translation>只读模式: 发送请求会写入限流器的键</translation>
    </message>
    <message>
        <source>Send the requests (Ctrl+Return)</source>
        <translation>发送请求 (Ctrl+Return)</translation>
    </message>
    <message>
        <source>%1 of %2 requests sent through %3 (%4) for %5: %6 admitted, %7 refused</source>
        <translation>已通过 %3（%4）为 %5 发送 %2 个请求中的 %1 个：放行 %6 个，拒绝 %7 个</translation>
    </message>
</context>
<context>
    <name>LimiterDemo</name>
    <message>
        <source>Demo data: %1 limiters, %2 subjects each (%3 requests admitted, %4 refused)</source>
        <translation>演示数据：%1 个限流器，每个 %2 个主体（放行 %3 个请求，拒绝 %4 个）</translation>
    </message>
</context>
<context>
    <name>LimiterTableModel</name>
    <message>
        <source>GCRA (redis-cell)</source>
        <translation>GCRA (redis-cell)</translation>
    </message>
    <message>
        <source>Redisson RRateLimiter</source>
        <translation>Redisson RRateLimiter</translation>
    </message>
    <message>
        <source>fixed window (INCR)</source>
        <translation>固定窗口 (INCR)</translation>
    </message>
    <message>
        <source>sliding log (ZSET)</source>
        <translation>滑动日志 (ZSET)</translation>
    </message>
    <message>
        <source>TAT now (full allowance)</source>
        <translation>TAT 为当前时间 (额度已满)</translation>
    </message>
    <message>
        <source>TAT now + %1</source>
        <translation>TAT 为当前时间 + %1</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>level %1 / capacity %2</source>
        <translation>水位 %1 / 容量 %2</translation>
    </message>
    <message>
        <source>%1 / %2 in window</source>
        <translation>窗口内 %1 / %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>admits</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Limiter</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Next request</source>
        <translation>下一个请求</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
</context>
<context>
    <name>LimiterTrafficChart</name>
    <message>
        <source>Admitted</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Traffic sent through CoordScope</source>
        <translation>通过 CoordScope 发送的流量</translation>
    </message>
    <message>
        <source>Cumulative admitted and refused requests of the traffic sent from the form below</source>
        <translation>由下方表单发送的流量中累计被允许和被拒绝的请求</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>No requests sent yet</source>
        <translation>还没有发送请求</translation>
    </message>
</context>
<context>
    <name>LiveUpdatesBar</name>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>How often the inspector reads the primitives it found (pipelined and bounded per refresh)</source>
        <translation>检查器读取它找到的原语的频率 (每次刷新都以流水线方式发送并有上限)</translation>
    </message>
    <message>
        <source>Enable notifications…</source>
        <translation>启用通知…</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>刷新间隔</translation>
    </message>
    <message>
        <source>Keyspace notifications: subscribing…</source>
        <translation>键空间通知: 正在订阅…</translation>
    </message>
    <message>
        <source>Keyspace notifications: not listening (%1)</source>
        <translation>键空间通知: 未监听 (%1)</translation>
    </message>
    <message>
        <source>Keyspace notifications: on, %L1 events; changes show at once</source>
        <translation>键空间通知: 已开启, %L1 个事件; 变化会立即显示</translation>
    </message>
    <message>
        <source>Keyspace notifications: listening, none received (off on the server?); polling only</source>
        <translation>键空间通知: 正在监听, 未收到任何事件 (服务器上已关闭?); 仅轮询</translation>
    </message>
    <message>
        <source>Read-only: CoordScope never changes a server&apos;s configuration in read-only mode. Turn read-only off (Connection menu) to enable notifications.</source>
        <translation>只读: 在只读模式下 CoordScope 从不更改服务器配置。要启用通知, 请关闭只读模式 (“连接”菜单)。</translation>
    </message>
    <message>
        <source>Run CONFIG SET notify-keyspace-events on this server so that changes show at once (asks first)</source>
        <translation>在此服务器上执行 CONFIG SET notify-keyspace-events, 使变化立即显示 (会先询问)</translation>
    </message>
    <message>
        <source>read-only: not enabling notifications</source>
        <translation>只读: 不启用通知</translation>
    </message>
    <message>
        <source>Change the configuration of %1?

This runs CONFIG SET notify-keyspace-events, adding K (keyspace events) and A (every type) to the flags already set. The server then publishes an event for every change to a key, which costs it some CPU on a busy server. It lasts until the server restarts or someone sets it back.</source>
        <translation>要更改 %1 的配置吗?

这会执行 CONFIG SET notify-keyspace-events, 在已设置的标志上加上 K (键空间事件) 和 A (所有类型)。之后服务器会为每个键的每次变化发布一个事件, 在繁忙的服务器上会消耗一些 CPU。该设置会持续到服务器重启或有人将其改回。</translation>
    </message>
    <message>
        <source>Enable keyspace notifications</source>
        <translation>启用键空间通知</translation>
    </message>
    <message>
        <source>enable keyspace notifications</source>
        <translation>启用键空间通知</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未执行</translation>
    </message>
    <message>
        <source>notify-keyspace-events was &quot;%1&quot;, now &quot;%2&quot;</source>
        <translation>notify-keyspace-events 原为“%1”，现在为“%2”</translation>
    </message>
</context>
<context>
    <name>LockActionForm</name>
    <message>
        <source>SETNX and DEL: no lease, and the release deletes anyone&apos;s lock</source>
        <translation>SETNX 和 DEL: 没有租约, 释放时会删除任何人的锁</translation>
    </message>
    <message>
        <source>SETNX then EXPIRE: a crash between the two leaves it forever</source>
        <translation>先 SETNX 再 EXPIRE: 两者之间崩溃会让锁永远存在</translation>
    </message>
    <message>
        <source>The book&apos;s GETSET lock: the value is the expiry time</source>
        <translation>书中的 GETSET 锁: 值为过期时间</translation>
    </message>
    <message>
        <source>SET NX PX with a random token; release and extend check it</source>
        <translation>带随机令牌的 SET NX PX; 释放和续约时会检查令牌</translation>
    </message>
    <message>
        <source>A hash owner → hold count; the owner may take it again</source>
        <translation>哈希 持有者 → 持有次数; 持有者可以再次获取</translation>
    </message>
    <message>
        <source>The token lock plus a fencing number that only grows</source>
        <translation>令牌锁加上只增不减的栅栏令牌 (fencing token)</translation>
    </message>
    <message>
        <source>The token lock whose holder waits for replicas (WAIT)</source>
        <translation>持有者会等待从节点 (WAIT) 的令牌锁</translation>
    </message>
    <message>
        <source>Which lock variant to use (Redlock needs several Redis nodes: it lives in the Playground)</source>
        <translation>使用哪种锁 (Redlock 需要多个 Redis 节点: 它在演练场中)</translation>
    </message>
    <message>
        <source>lock name, e.g. orders</source>
        <translation>锁名, 例如 orders</translation>
    </message>
    <message>
        <source>The lock&apos;s key is cs:{name}:lock</source>
        <translation>锁的键为 cs:{name}:lock</translation>
    </message>
    <message>
        <source>The lease in milliseconds: the lock expires after it unless extended (the naive lock ignores it)</source>
        <translation>租约 (毫秒): 除非续约, 锁会在此之后过期 (朴素锁会忽略它)</translation>
    </message>
    <message>
        <source>Keep trying this many milliseconds when it is held (0: one attempt)</source>
        <translation>锁被占用时持续重试的毫秒数 (0: 只尝试一次)</translation>
    </message>
    <message>
        <source>Pause between attempts in milliseconds (plus a little jitter)</source>
        <translation>两次尝试之间的间隔毫秒数 (加上少量抖动)</translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation>获取(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>释放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation>续约(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;TTL (ms):</source>
        <translation>TTL (毫秒)(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Wait (ms):</source>
        <translation>等待 (毫秒)(&amp;W):</translation>
    </message>
    <message>
        <source>Retry &amp;every (ms):</source>
        <translation>重试间隔 (毫秒)(&amp;E):</translation>
    </message>
    <message>
        <source>Redlock needs several Redis nodes; try it in the Playground.</source>
        <translation>Redlock 需要多个 Redis 节点; 请在演练场中尝试。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation>未连接: 请先启动沙盒或连接到服务器。</translation>
    </message>
    <message>
        <source>This connection is read-only: CoordScope sends only read commands to it. Turn read-only off for this connection to try locks here.</source>
        <translation>此连接为只读: CoordScope 只向其发送读命令。要在此尝试锁, 请关闭此连接的只读模式。</translation>
    </message>
    <message>
        <source>Acquire the lock (Ctrl+Shift+A)</source>
        <translation>获取锁 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Release the lock acquired here (Ctrl+Shift+R)</source>
        <translation>释放在此获取的锁 (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Renew the lease of the lock acquired here to the TTL (Ctrl+Shift+E)</source>
        <translation>把在此获取的锁的租约续到 TTL (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>This connection is read-only</source>
        <translation>此连接为只读</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒绝: %1</translation>
    </message>
    <message>
        <source>Acquiring %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <source>Acquire lock</source>
        <translation>获取锁</translation>
    </message>
    <message>
        <source>Releasing %1…</source>
        <translation>正在释放 %1…</translation>
    </message>
    <message>
        <source>Release lock</source>
        <translation>释放锁</translation>
    </message>
    <message>
        <source>Extending %1…</source>
        <translation>正在续约 %1…</translation>
    </message>
    <message>
        <source>Extend lock</source>
        <translation>续约锁</translation>
    </message>
    <message>
        <source>Not run: the connection changed or the job was cancelled</source>
        <translation>未执行: 连接已改变或任务已取消</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败: %1</translation>
    </message>
</context>
<context>
    <name>LockCommands</name>
    <message>
        <source>not acquired: %1</source>
        <translation>未获取到：%1</translation>
    </message>
    <message>
        <source>acquired %1 token %2 ttl %3 ms</source>
        <translation>已获取 %1 令牌 %2 ttl %3 ms</translation>
    </message>
    <message>
        <source> fencing %1</source>
        <translation> fencing %1</translation>
    </message>
    <message>
        <source> holds %1</source>
        <translation> 持有 %1 次</translation>
    </message>
    <message>
        <source>lock </source>
        <translation>锁 </translation>
    </message>
    <message>
        <source>--kind redlock needs --nodes URL,URL,...</source>
        <translation>--kind redlock 需要 --nodes URL,URL,...</translation>
    </message>
    <message>
        <source>--nodes: </source>
        <translation>--nodes：</translation>
    </message>
    <message>
        <source>--nodes is for --kind redlock</source>
        <translation>--nodes 用于 --kind redlock</translation>
    </message>
    <message>
        <source>--clock-offset is for the clock-based kind getset</source>
        <translation>--clock-offset 用于基于时钟的 getset 类型</translation>
    </message>
    <message>
        <source>--clock-offset must be a whole number of milliseconds (negative: behind), not &quot;%1&quot;</source>
        <translation>--clock-offset 必须是整数毫秒（负数：落后），而不是“%1”</translation>
    </message>
    <message>
        <source>release/extend of a reentrant lock needs --owner</source>
        <translation>可重入锁的 release/extend 需要 --owner</translation>
    </message>
    <message>
        <source>release/extend needs --token (printed by acquire)</source>
        <translation>release/extend 需要 --token（由 acquire 打印）</translation>
    </message>
    <message>
        <source>Distributed locks: every variant, safe and unsafe.</source>
        <translation>分布式锁：每种变体，安全的和不安全的。</translation>
    </message>
    <message>
        <source>Lock variant: %1, redlock (default token).</source>
        <translation>锁变体：%1、redlock（默认 token）。</translation>
    </message>
    <message>
        <source>Lease in milliseconds (default 10000).</source>
        <translation>租约，单位毫秒（默认 10000）。</translation>
    </message>
    <message>
        <source>Keep trying to acquire this long (default 0: once).</source>
        <translation>持续尝试获取这么长时间（默认 0：一次）。</translation>
    </message>
    <message>
        <source>Owner id of a reentrant lock.</source>
        <translation>可重入锁的持有者 ID。</translation>
    </message>
    <message>
        <source>Token to release or extend (printed by acquire; for getset, the expiry time it stored).</source>
        <translation>要释放或续约的令牌（由 acquire 打印；对 getset 是它存入的过期时间）。</translation>
    </message>
    <message>
        <source>Redlock: the masters, as URLs separated by commas.</source>
        <translation>Redlock：各主节点，用逗号分隔的 URL。</translation>
    </message>
    <message>
        <source>getset: run this client&apos;s clock MS ahead (negative: behind).</source>
        <translation>getset：让这个客户端的时钟快 MS 毫秒（负数：慢）。</translation>
    </message>
    <message>
        <source>acquire: hold the lock this long, release it, and print both times.</source>
        <translation>acquire：持有锁这么长时间，然后释放，并打印两个时间。</translation>
    </message>
    <message>
        <source>usage: lock acquire|release|extend|status NAME [options]</source>
        <translation>用法：lock acquire|release|extend|status NAME [options]</translation>
    </message>
    <message>
        <source>unknown lock action &quot;%1&quot; (acquire, release, extend, status)</source>
        <translation>未知的 lock 操作“%1”（acquire、release、extend、status）</translation>
    </message>
    <message>
        <source>held by %1, ttl %2 ms</source>
        <translation>由 %1 持有，ttl %2 ms</translation>
    </message>
    <message>
        <source>--hold %1 ms is longer than the lease (--ttl %2 ms) and nothing extends it: the lock expires while held, and its release finds it lost</source>
        <translation>--hold %1 ms 比租约（--ttl %2 ms）长，而且没有东西续约：锁会在持有期间过期，释放时会发现它已丢失</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>节点 %1：%2</translation>
    </message>
    <message>
        <source>; held %1 ms, %2</source>
        <translation>；持有了 %1 ms，%2</translation>
    </message>
    <message>
        <source>extended to %1 ms</source>
        <translation>已续约到 %1 ms</translation>
    </message>
    <message>
        <source>lost: </source>
        <translation>已丢失：</translation>
    </message>
</context>
<context>
    <name>LockDemo</name>
    <message>
        <source>%1 is held by someone else</source>
        <translation>%1 被其他人持有</translation>
    </message>
</context>
<context>
    <name>LockTableModel</name>
    <message>
        <source>last read failed: %1</source>
        <translation>上次读取失败: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不过期</translation>
    </message>
    <message>
        <source>%1
Layout: %2 (%3)
Key: %4</source>
        <translation>%1
布局: %2 (%3)
键: %4</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Kind · layout</source>
        <translation>类型 · 布局</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>持有次数</translation>
    </message>
    <message>
        <source>Fencing</source>
        <translation>栅栏令牌</translation>
    </message>
    <message>
        <source>TTL left</source>
        <translation>剩余 TTL</translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation>等待者</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The token or owner id stored in the lock</source>
        <translation>锁中存储的令牌或持有者 ID</translation>
    </message>
    <message>
        <source>How many times the owner holds a reentrant lock</source>
        <translation>持有者持有可重入锁的次数</translation>
    </message>
    <message>
        <source>The last fencing number handed out</source>
        <translation>最近发出的栅栏令牌</translation>
    </message>
    <message>
        <source>Time left on the lease, counting down between refreshes</source>
        <translation>租约剩余时间, 在两次刷新之间倒计时</translation>
    </message>
    <message>
        <source>Clients queued for a fair lock</source>
        <translation>排队等待公平锁的客户端</translation>
    </message>
</context>
<context>
    <name>LockTimelineChart</name>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation>−%1 秒</translation>
    </message>
    <message>
        <source>No holds in the last %1 s</source>
        <translation>最近 %1 秒内没有持有记录</translation>
    </message>
    <message>
        <source>hold (holder)</source>
        <translation>持有 (持有者)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>taken over</source>
        <translation>被接管</translation>
    </message>
    <message>
        <source>(bar end without marker: released)</source>
        <translation>(条末端无标记: 已释放)</translation>
    </message>
    <message>
        <source>%1 (%2)
holder: %3
from %4 to %5 (%6)
%7</source>
        <translation>%1 (%2)
持有者: %3
从 %4 到 %5 (%6)
%7</translation>
    </message>
</context>
<context>
    <name>LocksView</name>
    <message>
        <source>Locks view</source>
        <translation>锁视图</translation>
    </message>
    <message>
        <source>Locks demo traffic</source>
        <translation>锁演示流量</translation>
    </message>
    <message>
        <source>Demo &amp;traffic</source>
        <translation>演示流量(&amp;T)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation>将表格保存为 CSV</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the timeline as PNG</source>
        <translation>将时间线保存为 PNG</translation>
    </message>
    <message>
        <source>Try a lock</source>
        <translation>试用锁</translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation>正在重连… 表格显示最后读取的状态</translation>
    </message>
    <message>
        <source>Filter by name, kind, library, holder or note</source>
        <translation>按名称、类型、库、持有者或备注筛选</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>Load lock demo data</source>
        <translation>加载锁演示数据</translation>
    </message>
    <message>
        <source>Take a few locks of each kind in this database (keys cs:{name}:lock)</source>
        <translation>在此数据库中获取几把各种类型的锁 (键 cs:{name}:lock)</translation>
    </message>
    <message>
        <source>Lock demo traffic</source>
        <translation>锁演示流量</translation>
    </message>
    <message>
        <source>Demo traffic failed: %1</source>
        <translation>演示流量失败: %1</translation>
    </message>
    <message>
        <source> · %1 reads failed in the last tick</source>
        <translation> · 上一周期有 %1 次读取失败</translation>
    </message>
    <message>
        <source> · discovery stopped at its key limit</source>
        <translation> · 发现过程在键数上限处停止</translation>
    </message>
    <message>
        <source>Last refresh failed: %1</source>
        <translation>上次刷新失败: %1</translation>
    </message>
    <message>
        <source>Seven seconds of acquire/release on the lock burst: a release, an expiry, and a lease that runs out as the next client takes the lock (Ctrl+Shift+T)</source>
        <translation>在锁 burst 上进行七秒的获取/释放: 一次释放、一次过期, 以及一次在下一个客户端获取锁时到期的租约 (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>its locks: who holds what, for how much longer, who waits.</source>
        <translation>其中的锁: 谁持有什么、还能持有多久、谁在等待。</translation>
    </message>
    <message>
        <source>Looking for locks…</source>
        <translation>正在查找锁…</translation>
    </message>
    <message>
        <source>No locks found in this database</source>
        <translation>此数据库中没有找到锁</translation>
    </message>
    <message>
        <source>This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock and fair locks, BullMQ job locks, Redis in Action&apos;s lock:*): holder, hold count, fencing number, the TTL counting down, waiters, and a timeline of holds over the last two minutes.</source>
        <translation>此视图显示 CoordScope 能识别的锁 (它自己的、redis-py、Redisson RLock 和公平锁、BullMQ 的任务锁、Redis 实战的 lock:*): 持有者、持有次数、栅栏令牌、倒计时的 TTL、等待者, 以及最近两分钟内的持有时间线。</translation>
    </message>
    <message>
        <source>Load demo data takes a few locks of each kind in this database.</source>
        <translation>加载演示数据会在此数据库中获取几把各种类型的锁。</translation>
    </message>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation>
            <numerusform>%n 把锁</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>The server: version, memory, clients, keys</source>
        <translation>服务器: 版本、内存、客户端、键</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Every coordination primitive found in the database, live</source>
        <translation>数据库中找到的所有协调原语, 实时显示</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>Semaphores</source>
        <translation>信号量</translation>
    </message>
    <message>
        <source>Delayed queues</source>
        <translation>延时队列</translation>
    </message>
    <message>
        <source>Rate limiters</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation>自动补全</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Every key, above all those no layout claims: type, TTL, size and a paged value preview</source>
        <translation>所有键, 尤其是没有任何布局认领的键: 类型、TTL、大小以及分页的值预览</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演练场</translation>
    </message>
    <message>
        <source>Simulated clients against one primitive, injected faults and a safety checker</source>
        <translation>针对一个原语的模拟客户端、注入的故障和安全性检查器</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>A Redis Cluster&apos;s nodes, slots and links, and the redirections met</source>
        <translation>Redis 集群的节点、槽和连接, 以及遇到的重定向</translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation>哨兵</translation>
    </message>
    <message>
        <source>The master Redis Sentinel monitors, its replicas and their lag, the quorum, and the failovers the connection follows</source>
        <translation>Redis 哨兵监控的主节点、其从节点及复制延迟、法定人数, 以及连接跟随的故障转移</translation>
    </message>
    <message>
        <source>Load budget</source>
        <translation>负载预算</translation>
    </message>
    <message>
        <source>The most the inspector may put on a server, counted with everything CoordScope sends on the connection: a share of one server core (&quot;2%&quot;), commands per second (&quot;400/s&quot;), both (&quot;2%,400/s&quot;, the default), or &quot;unlimited&quot;. Discovery passes wait and ticks are skipped to stay within it; Scan now in the Inspector runs one pass without it.</source>
        <translation>检查器最多可以给服务器带来的负载, 与 CoordScope 在此连接上发送的所有命令合并计算: 服务器一个核心的份额 (&quot;2%&quot;)、每秒命令数 (&quot;400/s&quot;)、两者 (&quot;2%,400/s&quot;, 默认), 或 &quot;unlimited&quot;。为保持在预算内, 发现过程会等待, 刷新周期会跳过; 检查器中的“立即扫描”会不受预算限制地运行一轮。</translation>
    </message>
    <message>
        <source>Start &amp;sandbox</source>
        <translation>启动沙盒(&amp;S)</translation>
    </message>
    <message>
        <source>Start a private redis-server for experiments and connect to it</source>
        <translation>启动一个私有的 redis-server 用于实验并连接到它</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>Connect to a Redis server (Ctrl+K)</source>
        <translation>连接到 Redis 服务器 (Ctrl+K)</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation>只读(&amp;R)</translation>
    </message>
    <message>
        <source>Send only read commands to this server. The inspector only reads either way; the playground actions (acquire, release, enqueue, hit, demo data) need it off. On by default for every server but the sandbox.</source>
        <translation>只向此服务器发送读命令。检查器无论如何只会读取; 演练场的操作 (获取、释放、入队、请求、演示数据) 需要关闭只读。除沙盒外, 每个服务器默认开启。</translation>
    </message>
    <message>
        <source>Load &amp;budget…</source>
        <translation>负载预算(&amp;B)…</translation>
    </message>
    <message>
        <source>How much load the inspector may put on a server: a share of one server core and commands per second (default %1)</source>
        <translation>检查器最多可以给服务器带来多少负载: 服务器一个核心的份额和每秒命令数 (默认 %1)</translation>
    </message>
    <message>
        <source>Load &amp;demo data</source>
        <translation>加载演示数据(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep sandbox data between runs</source>
        <translation>在两次运行之间保留沙盒数据(&amp;K)</translation>
    </message>
    <message>
        <source>Checked, quitting keeps the sandbox&apos;s keys for the next start without asking; unchecked, a quit with keys in the sandbox asks</source>
        <translation>勾选时, 退出会不经询问为下次启动保留沙盒中的键; 不勾选时, 沙盒中有键则退出时会询问</translation>
    </message>
    <message>
        <source>&amp;Filter command log</source>
        <translation>筛选命令日志(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Command log</source>
        <translation>命令日志</translation>
    </message>
    <message>
        <source>Write a few of each primitive (locks, semaphores, delayed queues, limiters, an address book) under cs: (Ctrl+Shift+D)</source>
        <translation>在 cs: 下写入几个各类原语 (锁、信号量、延时队列、限流器、一个通讯录) (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>The last session ended on %1, which needs a password: passwords are not stored. Give it in the connection dialog, or stay on the sandbox.</source>
        <translation>上次会话结束于 %1, 它需要密码: 密码不会被保存。请在连接对话框中输入, 或留在沙盒。</translation>
    </message>
    <message>
        <source>Releasing what CoordScope holds on the server…</source>
        <translation>正在释放 CoordScope 在服务器上持有的资源…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s data was not kept: %1. Quit again to leave without it.</source>
        <translation>沙盒的数据未被保留: %1。再次退出将不保留数据直接离开。</translation>
    </message>
    <message>
        <source>Quit CoordScope</source>
        <translation>退出 CoordScope</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox holds %n key(s). Keep them for the next start?</source>
        <translation>
            <numerusform>沙盒中有 %n 个键。要为下次启动保留它们吗?</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept, the sandbox starts from them next time (%1). Discarded, it starts empty.</source>
        <translation>保留: 沙盒下次从这些数据启动 (%1)。丢弃: 沙盒下次为空。</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>连接失败: %1</translation>
    </message>
    <message>
        <source>Connection to %1 failed: %2</source>
        <translation>连接到 %1 失败: %2</translation>
    </message>
    <message>
        <source>Could not start the sandbox redis-server: %1
Connect to a Redis server instead (Ctrl+K).</source>
        <translation>无法启动沙盒 redis-server: %1
请改为连接到 Redis 服务器 (Ctrl+K)。</translation>
    </message>
    <message>
        <source>Allow CoordScope to write to %1?

The playground actions (acquire, release, extend, enqueue, hit, load demo data) will change data on this server. The inspector keeps reading only.</source>
        <translation>允许 CoordScope 写入 %1 吗?

演练场的操作 (获取、释放、续约、入队、请求、加载演示数据) 将更改此服务器上的数据。检查器仍然只读取。</translation>
    </message>
    <message>
        <source>Allow writes</source>
        <translation>允许写入</translation>
    </message>
    <message>
        <source>Filter this &amp;tab</source>
        <translation>筛选本标签页(&amp;T)</translation>
    </message>
    <message>
        <source>Focus the current tab&apos;s filter (Escape in it clears it)</source>
        <translation>聚焦当前标签页的筛选框（在其中按 Escape 清空）</translation>
    </message>
    <message>
        <source>Type Redis commands; the views pick up what they change (Ctrl+`)</source>
        <translation>输入 Redis 命令; 各视图会显示它们所做的改变 (Ctrl+`)</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>OperateCommands</name>
    <message>
        <source>%1 is no longer held</source>
        <translation>%1 已不再被持有</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n owner field(s): say which with --expect</source>
        <translation>
            <numerusform>%1 有 %n 个持有者字段: 请用 --expect 指明是哪一个</numerusform>
        </translation>
    </message>
    <message>
        <source>SCAN: unexpected reply</source>
        <translation>SCAN: 意外的回复</translation>
    </message>
    <message>
        <source>more than %1 subjects: reset them in parts with --subject</source>
        <translation>超过 %1 个主体: 请用 --subject 分批重置</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>commands:</source>
        <translation>命令:</translation>
    </message>
    <message>
        <source>%1.lua:</source>
        <translation>%1.lua:</translation>
    </message>
    <message>
        <source>Act on a lock, semaphore, schedule, queue or limiter the inspector shows, only if it still holds what you saw; prints the commands and sends them with --yes.</source>
        <translation>对检查器显示的锁、信号量、调度、队列或限流器执行操作, 仅当它仍是你看到的状态时才执行; 先打印命令, 加 --yes 才发送。</translation>
    </message>
    <message>
        <source>The token, owner or member you saw; without it the current one is read, printed and acted on.</source>
        <translation>你看到的令牌、持有者或成员; 不给出时读取当前值, 打印出来并据此操作。</translation>
    </message>
    <message>
        <source>run-now, postpone, delete-item, requeue: the scheduled item (member or id) or the item in flight.</source>
        <translation>run-now, postpone, delete-item, requeue: 已调度的项 (成员或 id) 或处理中的项。</translation>
    </message>
    <message>
        <source>reset-limit: the subject (a CoordScope limiter&apos;s, a Redisson client&apos;s).</source>
        <translation>reset-limit: 主体 (CoordScope 限流器的主体, 或 Redisson 的客户端)。</translation>
    </message>
    <message>
        <source>set-ttl: the new lease; postpone: from now (milliseconds).</source>
        <translation>set-ttl: 新的租约; postpone: 从现在起推迟 (毫秒)。</translation>
    </message>
    <message>
        <source>evict-holder: every expired holder; requeue, delete-item: every item of the consumer; reset-limit: every subject of the limiter.</source>
        <translation>evict-holder: 所有已过期的持有者; requeue, delete-item: 该消费者的所有项; reset-limit: 该限流器的所有主体。</translation>
    </message>
    <message>
        <source>Send the commands (without it they are printed and nothing is sent).</source>
        <translation>发送这些命令 (不加时只打印, 不发送任何命令)。</translation>
    </message>
    <message>
        <source>operate ACTION KEY (ACTION: %1)</source>
        <translation>operate ACTION KEY (ACTION: %1)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; (%2)</source>
        <translation>未知的操作 &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <source>%1 needs --ttl MS</source>
        <translation>%1 需要 --ttl MS</translation>
    </message>
    <message>
        <source>operate --yes writes, and read-only mode refuses it; nothing was sent (without --yes it prints the commands)</source>
        <translation>operate --yes 会写入, 只读模式拒绝了它; 没有发送任何命令 (不加 --yes 时只打印命令)</translation>
    </message>
    <message>
        <source>%1 does not exist (any more): nothing was done</source>
        <translation>%1 (已) 不存在: 什么也没做</translation>
    </message>
    <message>
        <source>no layout the inspector knows claims %1 (a %2): nothing to operate on</source>
        <translation>检查器已知的布局都不认领 %1 (%2 类型): 无可操作</translation>
    </message>
    <message>
        <source>%1 is not offered for %2, the %3 key of a %4 (%5)</source>
        <translation>%2 不提供 %1 操作, 它是 %4 的 %3 键 (%5)</translation>
    </message>
    <message>
        <source>held now by %1 (read; --expect to name the holder you saw)</source>
        <translation>当前持有者为 %1 (已读取; 用 --expect 指明你看到的持有者)</translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s) expired</source>
        <translation>
            <numerusform>%n 个持有者已过期</numerusform>
        </translation>
    </message>
    <message>
        <source>--subject is for a Redisson rate limiter; name a CoordScope limiter&apos;s subject by its key</source>
        <translation>--subject 用于 Redisson 限流器; CoordScope 限流器的主体请用它的键指明</translation>
    </message>
    <message>
        <source>Nothing sent: add --yes to send these commands.</source>
        <translation>没有发送: 加 --yes 才会发送这些命令。</translation>
    </message>
    <message>
        <source>evict-holder: the holder to evict; set-ttl: the holder whose lease to change.</source>
        <translation>evict-holder: 要驱逐的持有者; set-ttl: 要修改其租约的持有者。</translation>
    </message>
</context>
<context>
    <name>OperatorAction</name>
    <message>
        <source>Break lock</source>
        <translation>强制解锁</translation>
    </message>
    <message>
        <source>Change lease</source>
        <translation>修改租约</translation>
    </message>
    <message>
        <source>Evict holder</source>
        <translation>驱逐持有者</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>立即执行</translation>
    </message>
    <message>
        <source>Postpone</source>
        <translation>推迟</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation>删除项</translation>
    </message>
    <message>
        <source>Requeue</source>
        <translation>重新入队</translation>
    </message>
    <message>
        <source>Reset limit</source>
        <translation>重置限流</translation>
    </message>
</context>
<context>
    <name>OperatorActionMenu</name>
    <message>
        <source>operator action</source>
        <translation>运维操作</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>&amp;Break lock…</source>
        <translation>强制解锁(&amp;B)…</translation>
    </message>
    <message>
        <source>Change &amp;lease…</source>
        <translation>修改租约(&amp;L)…</translation>
    </message>
    <message>
        <source>Evict every e&amp;xpired holder…</source>
        <translation>驱逐所有过期的持有者(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Evict holder…</source>
        <translation>驱逐持有者(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Run now…</source>
        <translation>立即执行(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Postpone…</source>
        <translation>推迟(&amp;P)…</translation>
    </message>
    <message>
        <source>Delete the consumer&apos;s items in &amp;flight…</source>
        <translation>删除该消费者处理中的项(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Delete item…</source>
        <translation>删除项(&amp;D)…</translation>
    </message>
    <message>
        <source>Re&amp;queue the consumer&apos;s items…</source>
        <translation>将该消费者的项重新入队(&amp;Q)…</translation>
    </message>
    <message>
        <source>Reset every &amp;subject…</source>
        <translation>重置所有主体(&amp;S)…</translation>
    </message>
    <message>
        <source>Reset &amp;limit of the subject…</source>
        <translation>重置该主体的限流(&amp;L)…</translation>
    </message>
    <message>
        <source>Select a primitive first</source>
        <translation>请先选择一个原语</translation>
    </message>
    <message>
        <source>The lock is not held now</source>
        <translation>该锁当前未被持有</translation>
    </message>
    <message>
        <source>No holder shown has expired</source>
        <translation>显示的持有者都没有过期</translation>
    </message>
    <message>
        <source>Select the holders to evict in the entries table</source>
        <translation>请在条目表中选择要驱逐的持有者</translation>
    </message>
    <message>
        <source>Select a consumer&apos;s processing list in the keys table</source>
        <translation>请在键表中选择一个消费者的处理中列表</translation>
    </message>
    <message>
        <source>Select one scheduled item in the entries table</source>
        <translation>请在条目表中选择一个已调度的项</translation>
    </message>
    <message>
        <source>No subject is shown</source>
        <translation>没有显示任何主体</translation>
    </message>
    <message>
        <source>Select the subjects to reset in the entries table</source>
        <translation>请在条目表中选择要重置的主体</translation>
    </message>
    <message>
        <source>%1 has no key for this action</source>
        <translation>%1 没有适用于此操作的键</translation>
    </message>
    <message>
        <source>Not offered for %1 (%2): docs/inspector.md says which actions each library has, and why</source>
        <translation>%1 (%2) 不提供此操作: docs/inspector.md 说明了每个库有哪些操作及原因</translation>
    </message>
    <message>
        <source>Read-only mode: operator actions write. Turn it off in the Connection menu to act.</source>
        <translation>只读模式: 运维操作会写入。请在“连接”菜单中关闭只读模式后再操作。</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Read-only mode: nothing was sent</source>
        <translation>只读模式: 没有发送任何命令</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>未完成: %1</translation>
    </message>
    <message>
        <source>Select one holder in the members table</source>
        <translation>请在成员表中选择一个持有者</translation>
    </message>
    <message>
        <source>Requeue one &amp;item in flight…</source>
        <translation>将一个处理中的项重新入队(&amp;I)…</translation>
    </message>
    <message>
        <source>Select a processing or active list in the keys table</source>
        <translation>请在键表中选择一个处理中列表或 active 列表</translation>
    </message>
    <message>
        <source>Read the items in flight</source>
        <translation>读取处理中的项</translation>
    </message>
    <message>
        <source>Requeue one item</source>
        <translation>重新入队一个项</translation>
    </message>
    <message>
        <source>Nothing in flight in %1</source>
        <translation>%1 中没有处理中的项</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未读取: %1</translation>
    </message>
    <message>
        <source>The item to put back (the list&apos;s first 200 at most):</source>
        <translation>要放回的项 (最多显示列表的前 200 个):</translation>
    </message>
</context>
<context>
    <name>OperatorConfirmDialog</name>
    <message>
        <source>%1: check before it runs</source>
        <translation>%1: 执行前请确认</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Due in:</source>
        <translation>到期时间 (从现在起):</translation>
    </message>
    <message>
        <source>New lease:</source>
        <translation>新的租约:</translation>
    </message>
    <message>
        <source>Commands, sent exactly as shown when you go on:</source>
        <translation>命令 (继续后将按所示原样发送):</translation>
    </message>
    <message>
        <source>Show script</source>
        <translation>显示脚本</translation>
    </message>
    <message>
        <source>Keys it may write: %1</source>
        <translation>可能写入的键: %1</translation>
    </message>
    <message>
        <source>Show script (%1.lua)</source>
        <translation>显示脚本 (%1.lua)</translation>
    </message>
</context>
<context>
    <name>OperatorOutcome</name>
    <message>
        <source>%1 replies to %2 commands</source>
        <translation>%2 条命令收到 %1 个回复</translation>
    </message>
    <message>
        <source>UNLINK: expected an integer</source>
        <translation>UNLINK: 应为整数</translation>
    </message>
    <message numerus="yes">
        <source>Reset %n key(s) of %1</source>
        <translation>
            <numerusform>已重置 %1 的 %n 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to reset: the limiter&apos;s keys of %1 were already gone</source>
        <translation>无需重置: %1 的限流器键已不存在</translation>
    </message>
    <message>
        <source>%1: expected {code, ...}, got %2</source>
        <translation>%1: 应为 {code, ...}, 实际为 %2</translation>
    </message>
    <message>
        <source>nothing done: %1 holds another type now (%2)</source>
        <translation>什么也没做: %1 现在是另一种类型 (%2)</translation>
    </message>
    <message>
        <source>Nothing done: %1 is no longer held (the key is gone)</source>
        <translation>什么也没做: %1 已不再被持有 (键已不存在)</translation>
    </message>
    <message>
        <source>Nothing done: the holder is no longer in %1</source>
        <translation>什么也没做: 该持有者已不在 %1 中</translation>
    </message>
    <message>
        <source>Nothing done: the item is no longer in flight in %1</source>
        <translation>什么也没做: 该项已不在 %1 的处理中列表里</translation>
    </message>
    <message>
        <source>Nothing done: the item is no longer scheduled in %1</source>
        <translation>什么也没做: 该项已不在 %1 的调度中</translation>
    </message>
    <message>
        <source>Nothing done: the consumer is alive (its deadline is %1 ms since the epoch); requeueing its item would deliver it twice</source>
        <translation>什么也没做: 该消费者仍然存活 (截止时间为纪元起 %1 ms); 把它的项重新入队会导致投递两次</translation>
    </message>
    <message>
        <source>Nothing done: %1 is now held by %2, not by %3</source>
        <translation>什么也没做: %1 现在由 %2 持有, 而不是 %3</translation>
    </message>
    <message>
        <source>Broke %1 (it was held by %2)</source>
        <translation>已强制解锁 %1 (原持有者为 %2)</translation>
    </message>
    <message>
        <source>Set the lease of %1 to %2 ms</source>
        <translation>已将 %1 的租约设为 %2 ms</translation>
    </message>
    <message numerus="yes">
        <source>Evicted %n holder(s) from %1</source>
        <translation>
            <numerusform>已从 %1 驱逐 %n 个持有者</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved the item to %1&apos;s ready list</source>
        <translation>已将该项移到就绪列表 %1</translation>
    </message>
    <message>
        <source>Postponed the item by %1 ms from now</source>
        <translation>已将该项推迟到从现在起 %1 ms 后</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n item(s) from %1</source>
        <translation>
            <numerusform>已从 %1 删除 %n 个项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requeued %n item(s) onto %1</source>
        <translation>
            <numerusform>已将 %n 个项重新放入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing done: %1</source>
        <translation>什么也没做: %1</translation>
    </message>
    <message>
        <source>Nothing done: the job&apos;s lock is held by %1, so its worker is alive; requeueing it would run it twice</source>
        <translation>什么也没做: 该任务的锁由 %1 持有, 说明它的工作进程仍然存活; 重新入队会导致它被执行两次</translation>
    </message>
    <message>
        <source>Nothing done: the holder no longer holds a permit of %1</source>
        <translation>什么也没做: 该持有者已不再持有 %1 的许可</translation>
    </message>
    <message>
        <source>Nothing done: the holder&apos;s score in %1 is not an expiry to come (%2): its permit expired, or this kind keeps no lease</source>
        <translation>什么也没做: 该持有者在 %1 中的分数不是未来的过期时间 (%2): 它的许可已过期, 或这种信号量不保存租约</translation>
    </message>
</context>
<context>
    <name>OperatorPlanner</name>
    <message>
        <source>%1 is not offered for %2 (%3): %4</source>
        <translation>%2 (%3) 不提供 %1 操作: %4</translation>
    </message>
    <message>
        <source>on a cluster the keys %1 and %2 are in different slots, so no one script can act on both atomically; nothing was sent</source>
        <translation>在集群上键 %1 和 %2 位于不同的槽, 没有一个脚本能原子地同时操作它们; 没有发送任何命令</translation>
    </message>
    <message>
        <source>say which holder you saw: the lock&apos;s token or owner (--expect)</source>
        <translation>请指明你看到的持有者: 锁的令牌或持有者 (--expect)</translation>
    </message>
    <message>
        <source>set-ttl needs the new lease in milliseconds (--ttl), more than 0</source>
        <translation>set-ttl 需要以毫秒表示的新租约 (--ttl), 且大于 0</translation>
    </message>
    <message>
        <source>no lock key to act on</source>
        <translation>没有可操作的锁键</translation>
    </message>
    <message>
        <source>Set the lease of %1 to %2 ms if it is still held by %3</source>
        <translation>若 %1 仍由 %3 持有, 将其租约设为 %2 ms</translation>
    </message>
    <message>
        <source>Delete %1 if it is still held by %2</source>
        <translation>若 %1 仍由 %2 持有, 删除它</translation>
    </message>
    <message>
        <source>the getset lock&apos;s expiry is its value, not a TTL; it has none to change</source>
        <translation>getset 锁的过期时间是它的值, 而不是 TTL; 没有可修改的租约</translation>
    </message>
    <message>
        <source>, and wake its first waiter</source>
        <translation>, 并唤醒第一个等待者</translation>
    </message>
    <message>
        <source>This lock hands out fencing numbers: a holder that stalled may still write after the lock is broken, and the resource is protected only if it checks the number it is given against the highest it has seen.</source>
        <translation>这个锁会发放栅栏令牌 (fencing token): 一个卡住的持有者在锁被强制解除后仍可能写入, 只有当资源拿收到的编号与它见过的最大编号比较时, 资源才受到保护。</translation>
    </message>
    <message>
        <source>A Redlock lock lives on several servers: this acts on this server only. The holder keeps the lock while a majority of servers still hold it.</source>
        <translation>Redlock 锁存在于多个服务器上: 这里只操作这一个服务器。只要多数服务器仍持有它, 持有者就仍持有这把锁。</translation>
    </message>
    <message>
        <source>its key does not start with lock:</source>
        <translation>它的键不以 lock: 开头</translation>
    </message>
    <message>
        <source>, and signal its waiters as its release does</source>
        <translation>, 并像它的释放那样通知等待者</translation>
    </message>
    <message>
        <source>Delete %1 whatever its hold count if %2 still owns it, and wake its waiters</source>
        <translation>若 %2 仍持有 %1, 不论其重入次数都删除它, 并唤醒等待者</translation>
    </message>
    <message>
        <source>Delete %1 whatever its hold count if %2 still owns it, and publish Redisson&apos;s unlock message to its waiters</source>
        <translation>若 %2 仍持有 %1, 不论其重入次数都删除它, 并向等待者发布 Redisson 的解锁消息</translation>
    </message>
    <message>
        <source>Redisson&apos;s watchdog renews the lock while its owner&apos;s process runs: break it only if that process is gone.</source>
        <translation>Redisson 的看门狗会在持有者进程运行期间不断续约: 只有在该进程已不在时才强制解锁。</translation>
    </message>
    <message>
        <source>a read-write lock&apos;s read holds each keep a lease key of their own; removing one correctly needs Redisson&apos;s own bookkeeping</source>
        <translation>读写锁的每个读持有都有自己的租约键; 要正确移除需要 Redisson 自己的记账</translation>
    </message>
    <message>
        <source>a BullMQ job lock belongs to the worker running the job; without it the job is seen as stalled and moved back by BullMQ itself</source>
        <translation>BullMQ 任务锁属于正在运行该任务的 worker; 没有它, 任务会被视为停滞并由 BullMQ 自己移回</translation>
    </message>
    <message>
        <source>it is not a lock</source>
        <translation>它不是锁</translation>
    </message>
    <message>
        <source>no holders key to act on</source>
        <translation>没有可操作的持有者键</translation>
    </message>
    <message>
        <source>no holder has expired: nothing to evict</source>
        <translation>没有持有者过期: 无需驱逐</translation>
    </message>
    <message>
        <source>say which holder to evict (--member)</source>
        <translation>请指明要驱逐的持有者 (--member)</translation>
    </message>
    <message>
        <source>%1 holders at once: at most %2 in one step</source>
        <translation>一次 %1 个持有者: 每步最多 %2 个</translation>
    </message>
    <message>
        <source>Remove holder %1 from %2 if it is still there</source>
        <translation>若持有者 %1 仍在 %2 中, 移除它</translation>
    </message>
    <message numerus="yes">
        <source>Remove the %n expired holder(s) listed from %1 if they are still there</source>
        <translation>
            <numerusform>若列出的 %n 个过期持有者仍在 %1 中, 移除它们</numerusform>
        </translation>
    </message>
    <message>
        <source> (from the fair order too, with its lease; the counter is left alone), and wake the waiters</source>
        <translation> (同时从公平顺序中移除, 连同其租约; 计数器保持不变), 并唤醒等待者</translation>
    </message>
    <message>
        <source> (and from its :owner set, as the book&apos;s release does)</source>
        <translation> (并像书中的释放那样从 :owner 集合中移除)</translation>
    </message>
    <message>
        <source>, give the permit back to %1 and notify waiters, as Redisson&apos;s release does</source>
        <translation>, 像 Redisson 的释放那样把许可还给 %1 并通知等待者</translation>
    </message>
    <message>
        <source>it is not a semaphore whose holders are understood</source>
        <translation>它不是能理解其持有者的信号量</translation>
    </message>
    <message>
        <source>say which scheduled item (--item)</source>
        <translation>请指明已调度的项 (--item)</translation>
    </message>
    <message>
        <source>postpone needs how long from now in milliseconds (--ttl), more than 0</source>
        <translation>postpone 需要从现在起推迟的毫秒数 (--ttl), 且大于 0</translation>
    </message>
    <message>
        <source>no schedule key to act on</source>
        <translation>没有可操作的调度键</translation>
    </message>
    <message>
        <source>its scores are not seconds or milliseconds</source>
        <translation>它的分数不是秒或毫秒</translation>
    </message>
    <message>
        <source>Schedule %1 of %2 %3 ms from now if it is still scheduled</source>
        <translation>若 %2 中的 %1 仍在调度中, 将其调度到从现在起 %3 ms 后</translation>
    </message>
    <message>
        <source>Delete %1 from %2 if it is still scheduled</source>
        <translation>若 %1 仍在 %2 的调度中, 删除它</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3 with its payload, as the queue&apos;s claim does, if it is still scheduled</source>
        <translation>若 %1 仍在调度中, 像队列的认领那样把它连同载荷从 %2 移到 %3 的末尾</translation>
    </message>
    <message>
        <source>the job has no &quot;queue&quot;: it is not a Sidekiq job</source>
        <translation>该任务没有 &quot;queue&quot;: 它不是 Sidekiq 任务</translation>
    </message>
    <message>
        <source>Move the job %1 (%2) from %3 to the front of %4 stamped enqueued_at now, and add %5 to %6, as Sidekiq&apos;s poller does, if it is still there</source>
        <translation>若任务 %1 (%2) 仍在 %3 中, 像 Sidekiq 的轮询器那样把它移到 %4 的前端, enqueued_at 记为现在, 并把 %5 加入 %6</translation>
    </message>
    <message>
        <source>the item is not [id, queue, name, args]</source>
        <translation>该项不是 [id, queue, name, args]</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3, as the book&apos;s poll_queue() does, if it is still scheduled</source>
        <translation>若 %1 仍在调度中, 像书中的 poll_queue() 那样把它从 %2 移到 %3 的末尾</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3 (its value unpacked) and drop it from %4, as Redisson&apos;s transfer task does, if it is still scheduled</source>
        <translation>若 %1 仍在调度中, 像 Redisson 的转移任务那样把它从 %2 移到 %3 的末尾 (解包出值), 并从 %4 中删除</translation>
    </message>
    <message>
        <source> (and from %1)</source>
        <translation> (并从 %1 中删除)</translation>
    </message>
    <message>
        <source>a schedule of unknown make has no ready list CoordScope knows</source>
        <translation>来源不明的调度没有 CoordScope 知道的就绪列表</translation>
    </message>
    <message>
        <source>it is not a schedule whose items are understood</source>
        <translation>它不是能理解其项的调度</translation>
    </message>
    <message>
        <source>only CoordScope&apos;s reliable queue is understood</source>
        <translation>只理解 CoordScope 的可靠队列</translation>
    </message>
    <message>
        <source>name the consumer&apos;s processing list (…:processing:&lt;consumer&gt;)</source>
        <translation>请指明消费者的处理中列表 (…:processing:&lt;consumer&gt;)</translation>
    </message>
    <message>
        <source>say which item (--item), or every item of the consumer (--all)</source>
        <translation>请指明是哪一项 (--item), 或该消费者的所有项 (--all)</translation>
    </message>
    <message>
        <source>Move every item of consumer %1 back to the head of %2 if the consumer is dead</source>
        <translation>若消费者 %1 已死亡, 把它的所有项移回 %2 的头部</translation>
    </message>
    <message>
        <source>Delete every item in flight of consumer %1 if the consumer is dead</source>
        <translation>若消费者 %1 已死亡, 删除它所有处理中的项</translation>
    </message>
    <message>
        <source>Move %1 from %2 back to the head of %3 if consumer %4 is dead</source>
        <translation>若消费者 %4 已死亡, 把 %1 从 %2 移回 %3 的头部</translation>
    </message>
    <message>
        <source>Delete %1 from %2 if consumer %3 is dead</source>
        <translation>若消费者 %3 已死亡, 从 %2 删除 %1</translation>
    </message>
    <message>
        <source>it is not a rate limiter CoordScope understands</source>
        <translation>它不是 CoordScope 能理解的限流器</translation>
    </message>
    <message>
        <source>no subject to reset</source>
        <translation>没有要重置的主体</translation>
    </message>
    <message numerus="yes">
        <source>Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh</source>
        <translation>
            <numerusform>删除 %1 的 %n 个主体的计数 (UNLINK), 让它们重新开始</numerusform>
        </translation>
    </message>
    <message>
        <source>a Redisson fair lock is handed to the first waiter of its queue on release; acting on it here would skip that hand-over</source>
        <translation>Redisson 公平锁在释放时交给其队列中的第一个等待者; 在这里操作会跳过这次交接</translation>
    </message>
    <message>
        <source>the %1 key of a %2 has no such action (docs/inspector.md lists the actions of each library)</source>
        <translation>%2 的 %1 键没有这个操作 (docs/inspector.md 列出了每个库的操作)</translation>
    </message>
    <message>
        <source>unknown action</source>
        <translation>未知的操作</translation>
    </message>
    <message>
        <source>the queue has none of the keys only BullMQ writes (events, meta, marker): it may be a Bull 3 queue, whose jobs move otherwise</source>
        <translation>该队列没有只有 BullMQ 才写的键 (events, meta, marker): 它可能是 Bull 3 的队列, 其任务的移动方式不同</translation>
    </message>
    <message>
        <source>Bull 3 moves its jobs with scripts of its own (a paused queue&apos;s jobs go to its paused list, waiting workers are told by PUBLISH, priorities are kept in the wait list&apos;s order): BullMQ&apos;s steps would not keep its invariants</source>
        <translation>Bull 3 用它自己的脚本移动任务 (暂停队列的任务进入其 paused 列表, 通过 PUBLISH 通知等待的工作进程, 优先级保存在 wait 列表的顺序中): 按 BullMQ 的步骤操作无法保持它的不变式</translation>
    </message>
    <message>
        <source>a BullMQ queue offers run-now, postpone and delete-item on its delayed jobs and requeue on a stalled active job</source>
        <translation>BullMQ 队列对延时任务提供 run-now, postpone 和 delete-item, 对停滞的活动任务提供 requeue</translation>
    </message>
    <message>
        <source>name the queue&apos;s %1 key (…:%1)</source>
        <translation>请指明队列的 %1 键 (…:%1)</translation>
    </message>
    <message>
        <source>say which job, by its id (--item)</source>
        <translation>请用任务 id 指明是哪个任务 (--item)</translation>
    </message>
    <message>
        <source>Promote job %1 of queue %2 as BullMQ&apos;s Job.promote() does, if it is still delayed: out of %3 into %4 (or %5 when it has a priority), the marker set unless the queue is paused or at its concurrency, a &quot;waiting&quot; event, its delay 0</source>
        <translation>若队列 %2 的任务 %1 仍处于延时状态, 像 BullMQ 的 Job.promote() 那样提升它: 从 %3 移入 %4 (有优先级时移入 %5), 除非队列已暂停或已达并发上限否则设置 marker, 发出 &quot;waiting&quot; 事件, 其 delay 置为 0</translation>
    </message>
    <message>
        <source>Delay job %1 of queue %2 to %3 ms from now as BullMQ&apos;s Job.changeDelay() does, if it is still delayed: its score in %4, its delay, a &quot;delayed&quot; event and the marker&apos;s next due time</source>
        <translation>若队列 %2 的任务 %1 仍处于延时状态, 像 BullMQ 的 Job.changeDelay() 那样把它延后到从现在起 %3 ms: 更新它在 %4 中的分数和它的 delay, 发出 &quot;delayed&quot; 事件, 更新 marker 的下一个到期时间</translation>
    </message>
    <message>
        <source>Remove job %1 of queue %2 as BullMQ&apos;s Job.remove() does, if it is still delayed and has no parent, no children, no lock and no job scheduler: out of %3, its hash and logs deleted (and its deduplication key if it holds it), a &quot;removed&quot; event</source>
        <translation>若队列 %2 的任务 %1 仍处于延时状态且没有父任务, 子任务, 锁和任务调度器, 像 BullMQ 的 Job.remove() 那样删除它: 从 %3 移除, 删除它的哈希和日志 (以及它持有的去重键), 发出 &quot;removed&quot; 事件</translation>
    </message>
    <message>
        <source>Move job %1 of queue %2 from %3 back to the head of %4 as BullMQ&apos;s stalled-job check does, if its lock %5 is gone (its worker is dead): its stalled count plus one, &quot;waiting&quot; and &quot;stalled&quot; events</source>
        <translation>若任务的锁 %5 已不存在 (它的工作进程已死亡), 像 BullMQ 的停滞任务检查那样把队列 %2 的任务 %1 从 %3 移回 %4 的头部: 停滞计数加一, 发出 &quot;waiting&quot; 和 &quot;stalled&quot; 事件</translation>
    </message>
    <message>
        <source>say which holder&apos;s lease to change (--member)</source>
        <translation>请指明要修改哪个持有者的租约 (--member)</translation>
    </message>
    <message>
        <source>Set the lease of holder %1 of %2 to %3 ms if it still holds a permit</source>
        <translation>若持有者 %1 仍持有 %2 的许可, 将其租约设为 %3 ms</translation>
    </message>
    <message>
        <source> (the atomic semaphore&apos;s expiry; the basic, fair and locked kinds score acquire times, and are left alone)</source>
        <translation> (原子信号量的过期时间; 基本、公平和加锁信号量的分数是获取时间, 不作改动)</translation>
    </message>
    <message>
        <source>its holders&apos; leases are not kept in Redis</source>
        <translation>它的持有者的租约不保存在 Redis 中</translation>
    </message>
</context>
<context>
    <name>PlaygroundCharts</name>
    <message>
        <source>operations/s</source>
        <translation>操作数/秒</translation>
    </message>
    <message>
        <source>wait p50</source>
        <translation>等待 p50</translation>
    </message>
    <message>
        <source>wait p99</source>
        <translation>等待 p99</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>ops/s</source>
        <translation>操作/秒</translation>
    </message>
    <message>
        <source>Wait to grant</source>
        <translation>获得授予前的等待</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>limited/s</source>
        <translation>受限/秒</translation>
    </message>
    <message>
        <source>admitted/s</source>
        <translation>允许/秒</translation>
    </message>
    <message>
        <source>admitted</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>Wait from enqueue to delivery</source>
        <translation>从入队到投递的等待</translation>
    </message>
    <message>
        <source>Delivered after due</source>
        <translation>到期后多久投递</translation>
    </message>
    <message>
        <source>Admitted and limited</source>
        <translation>允许与受限</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>还没有运行</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
</context>
<context>
    <name>PlaygroundChecker</name>
    <message>
        <source>holders above the limit not checked: the run gives no limit</source>
        <translation>未检查超过上限的持有者：这次运行没有给出上限</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1</source>
        <translation>
            <numerusform>%n 个操作因错误而失败，而不是得到回答（服务器无法连接或拒绝了命令），未计入操作和等待；第一个：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundClientParams</name>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>One client&apos;s own parameters on top of the run&apos;s: any of hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, fenced, comma-separated. The other clients keep the run&apos;s.</source>
        <translation>在本次运行参数之上某个客户端自己的参数: hold=100-200、think=5、ttl=500、wait=1000、retry=10、watchdog、fenced 中的任意几项, 以逗号分隔。其他客户端沿用本次运行的参数。</translation>
    </message>
    <message>
        <source>Add client</source>
        <translation>添加客户端</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>per-client row %1: client &quot;%2&quot; is not a client number (0 to %3)</source>
        <translation>单客户端第 %1 行: 客户端“%2”不是客户端编号 (0 到 %3)</translation>
    </message>
    <message>
        <source>client %1: there are only %2 clients (0 to %3)</source>
        <translation>客户端 %1: 只有 %2 个客户端 (0 到 %3)</translation>
    </message>
    <message>
        <source>client %1: given twice (per-client rows %2 and %3)</source>
        <translation>客户端 %1: 重复指定 (单客户端第 %2 行和第 %3 行)</translation>
    </message>
    <message>
        <source>client %1: %2</source>
        <translation>客户端 %1: %2</translation>
    </message>
</context>
<context>
    <name>PlaygroundConfigForm</name>
    <message>
        <source>A cluster, 3 + 3</source>
        <translation>集群, 3 + 3</translation>
    </message>
    <message>
        <source>Sentinel, 1 + 2 + 3</source>
        <translation>哨兵, 1 + 2 + 3</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Milliseconds a grant is held: &quot;30&quot; or a range &quot;20-80&quot;</source>
        <translation>每次授予持有的毫秒数: &quot;30&quot; 或范围 &quot;20-80&quot;</translation>
    </message>
    <message>
        <source>Milliseconds between two operations: &quot;5&quot; or &quot;0-10&quot;</source>
        <translation>两次操作之间的毫秒数: &quot;5&quot; 或 &quot;0-10&quot;</translation>
    </message>
    <message>
        <source>Semaphores: the permits; rate limiters: the admissions per window</source>
        <translation>信号量: 许可数; 限流器: 每个窗口允许的请求数</translation>
    </message>
    <message>
        <source>Rate limiters: the window&apos;s length in milliseconds</source>
        <translation>限流器: 窗口长度 (毫秒)</translation>
    </message>
    <message>
        <source>A Redis Cluster the playground starts: 3 masters, 3 replicas. Clients route by slot; the faults server-stop (of a master), replication-pause, cluster-failover and slot-migration act on it. Off: the connected server (Redlock: five masters; synced: a master and a replica).</source>
        <translation>演练场启动的 Redis 集群: 3 个主节点, 3 个从节点。客户端按槽路由; 故障 server-stop (停止一个主节点)、replication-pause、cluster-failover 和 slot-migration 作用于该集群。关闭时: 使用已连接的服务器 (Redlock: 五个主节点; synced: 一个主节点和一个从节点)。</translation>
    </message>
    <message>
        <source>A master, 2 replicas and 3 sentinels the playground starts. Clients find the master through the sentinels, which promote a replica when the master is stopped or paused for longer than 1000 ms; replication-pause cuts the master&apos;s replicas off.</source>
        <translation>演练场启动的一个主节点、2 个从节点和 3 个哨兵。客户端通过哨兵找到主节点; 主节点停止或暂停超过 1000 毫秒时, 哨兵会提升一个从节点; replication-pause 会切断主节点与从节点的联系。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Primitive</source>
        <translation>原语</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>客户端数</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>Hold (ms)</source>
        <translation>持有 (毫秒)</translation>
    </message>
    <message>
        <source>Think (ms)</source>
        <translation>思考 (毫秒)</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限额</translation>
    </message>
    <message>
        <source>Window (ms)</source>
        <translation>窗口 (毫秒)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Extra faults</source>
        <translation>额外故障</translation>
    </message>
    <message>
        <source>Per-client parameters</source>
        <translation>单客户端参数</translation>
    </message>
    <message>
        <source>A custom run: the checker reports whatever it finds.</source>
        <translation>自定义运行: 检查器报告它发现的任何问题。</translation>
    </message>
    <message>
        <source>Expected for %1 (%2): %3.</source>
        <translation>%1 (%2) 的预期: %3。</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>unsafe</source>
        <translation>不安全</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>Think</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a cluster: untick the cluster</source>
        <translation>Redlock 运行在独立的主节点上, 而不是集群上: 请取消勾选集群</translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a Sentinel deployment: untick Sentinel</source>
        <translation>Redlock 运行在独立的主节点上, 而不是哨兵部署上: 请取消勾选哨兵</translation>
    </message>
    <message>
        <source>fault %1: client &quot;%2&quot;: there are only %3 clients (0 to %4)</source>
        <translation>故障 %1: 客户端“%2”: 只有 %3 个客户端 (0 到 %4)</translation>
    </message>
    <message>
        <source>fault %1: when &quot;%2&quot;: after the run&apos;s end (%3 ms)</source>
        <translation>故障 %1: 时间“%2”: 在运行结束之后 (%3 毫秒)</translation>
    </message>
</context>
<context>
    <name>PlaygroundFaultList</name>
    <message>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Client / node</source>
        <translation>客户端 / 节点</translation>
    </message>
    <message>
        <source>For / by</source>
        <translation>持续 / 偏移</translation>
    </message>
    <message>
        <source>Faults added to the run. When: ms from the start (500), or a probability per operation of the client (p=0.01 or 1%). Client faults name a client, or &quot;all&quot; for a probability on every client; server faults a node. Pause, client-pause and debug-sleep last &quot;for&quot; ms, clock-skew and slow-network shift &quot;by&quot; ms. &quot;crash after-setnx&quot; crashes at that step of the variant instead of between operations.</source>
        <translation>加入本次运行的故障。时间: 距开始的毫秒数 (500), 或客户端每次操作的概率 (p=0.01 或 1%)。客户端故障指定一个客户端, 或用 &quot;all&quot; 表示每个客户端的概率; 服务器故障指定一个节点。pause、client-pause 和 debug-sleep 持续“持续”毫秒, clock-skew 和 slow-network 偏移“偏移”毫秒。&quot;crash after-setnx&quot; 在变体的该步骤崩溃, 而不是在两次操作之间。</translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation>添加故障</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>when</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>for</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>槽</translation>
    </message>
    <message>
        <source>by</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>fault %1: %2 &quot;%3&quot;: %4</source>
        <translation>故障 %1: %2“%3”: %4</translation>
    </message>
    <message>
        <source>fault %1: step &quot;%2&quot;: the run&apos;s variant has no such step (%3)</source>
        <translation>故障 %1: 步骤“%2”: 本次运行的变体没有这个步骤 (%3)</translation>
    </message>
    <message>
        <source>it has none: crash between operations</source>
        <translation>它没有步骤: 在两次操作之间崩溃</translation>
    </message>
    <message>
        <source>its steps: %1</source>
        <translation>它的步骤: %1</translation>
    </message>
    <message>
        <source>a time in ms, p=0.01 or 1%</source>
        <translation>以毫秒计的时间, p=0.01 或 1%</translation>
    </message>
    <message>
        <source>a node&apos;s number</source>
        <translation>节点编号</translation>
    </message>
    <message>
        <source>a client&apos;s number, or all</source>
        <translation>客户端编号, 或 all</translation>
    </message>
    <message>
        <source>fault %1: %2 %3 does not exist</source>
        <translation>故障 %1: %2 %3 不存在</translation>
    </message>
    <message>
        <source>a slot from 0 to 16383</source>
        <translation>0 到 16383 之间的槽</translation>
    </message>
    <message>
        <source>a whole number of ms</source>
        <translation>整数毫秒</translation>
    </message>
    <message>
        <source>fault %1: %2</source>
        <translation>故障 %1: %2</translation>
    </message>
</context>
<context>
    <name>PlaygroundGantt</name>
    <message>
        <source>One row per client: holds in blue, waits as grey lines (a tick where refused), enqueues as green ticks, limited hits as grey ticks, faults in orange (a dashed line for a server fault), violations in red</source>
        <translation>每个客户端一行: 持有为蓝色, 等待为灰线 (被拒绝处有刻度), 入队为绿色刻度, 受限的请求为灰色刻度, 故障为橙色 (服务器故障为虚线), 违规为红色</translation>
    </message>
    <message>
        <source>held</source>
        <translation>持有</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>enqueued</source>
        <translation>已入队</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>violation</source>
        <translation>违规</translation>
    </message>
    <message>
        <source>Start a run: each client&apos;s holds show here</source>
        <translation>开始一次运行: 每个客户端的持有情况会显示在这里</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>PlaygroundHistoryLoader</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1: %2</translation>
    </message>
</context>
<context>
    <name>PlaygroundRedlockModel</name>
    <message>
        <source>granted</source>
        <translation>已授予</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Validity left</source>
        <translation>剩余有效期</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
</context>
<context>
    <name>PlaygroundRedlockPanel</name>
    <message>
        <source>The lock&apos;s TTL in the next run: the validity budget</source>
        <translation>下次运行中锁的 TTL: 有效期预算</translation>
    </message>
    <message>
        <source>Client 0&apos;s clock runs ahead (+) or behind (-) by this much</source>
        <translation>客户端 0 的时钟快 (+) 或慢 (-) 这么多</translation>
    </message>
    <message>
        <source>Extra delay before every client&apos;s commands: validity shrinks</source>
        <translation>每个客户端的命令之前的额外延迟: 有效期会缩短</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Clock drift</source>
        <translation>时钟漂移</translation>
    </message>
    <message>
        <source>Node latency</source>
        <translation>节点延迟</translation>
    </message>
    <message>
        <source>Redlock: each node&apos;s answer and latency, and the validity left per attempt</source>
        <translation>Redlock: 每个节点的应答和延迟, 以及每次尝试剩余的有效期</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
</context>
<context>
    <name>PlaygroundScenario</name>
    <message>
        <source>%1 in %2</source>
        <translation>%2中有 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n overlapping hold(s)</source>
        <translation>
            <numerusform>%n 次重叠持有</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grant(s)</source>
        <translation>
            <numerusform>%n 次获准</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 grants before the cut, %3 refusals after it</source>
        <translation>%1；切断前 %2 次获准，切断后 %3 次拒绝</translation>
    </message>
    <message>
        <source>the crash did not happen (the client never reached it)</source>
        <translation>崩溃没有发生（客户端从未到达那一步）</translation>
    </message>
    <message>
        <source>Naive lock, holder crashes</source>
        <translation>朴素锁，持有者崩溃</translation>
    </message>
    <message>
        <source>The naive lock (SETNX and DEL) has no lease, so a holder that crashes never releases it: every later attempt waits and is refused for the rest of the run. The token lock&apos;s lease ends the same crash after its TTL.</source>
        <translation>朴素锁（SETNX 和 DEL）没有租约，所以崩溃的持有者永远不会释放它：之后的每次尝试都会等待并在本次运行剩余时间内被拒绝。令牌锁的租约会在 TTL 之后结束同样的崩溃。</translation>
    </message>
    <message>
        <source>no grant after the crash; every later attempt is refused</source>
        <translation>崩溃后没有任何获准；之后的每次尝试都被拒绝</translation>
    </message>
    <message>
        <source>grants resume once the crashed holder&apos;s 300 ms lease has run out</source>
        <translation>崩溃的持有者 300 ms 的租约到期后，获准恢复</translation>
    </message>
    <message>
        <source>%1 after the crash, %2</source>
        <translation>崩溃后 %1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n refusal(s)</source>
        <translation>
            <numerusform>%n 次拒绝</numerusform>
        </translation>
    </message>
    <message>
        <source>SETNX then EXPIRE, holder crashes between them</source>
        <translation>先 SETNX 再 EXPIRE，持有者在两者之间崩溃</translation>
    </message>
    <message>
        <source>A holder that crashes after SETNX and before PEXPIRE leaves a lock with no TTL that nobody would ever release, until a waiter finds it (PTTL says -1) and sets the TTL itself. Grants stop for about a lease and then resume; SET NX PX has no such gap.</source>
        <translation>在 SETNX 之后、PEXPIRE 之前崩溃的持有者会留下一个没有 TTL、永远无人释放的锁，直到某个等待者发现它（PTTL 返回 -1）并自己设置 TTL。获准会停止大约一个租约的时间然后恢复；SET NX PX 没有这样的空档。</translation>
    </message>
    <message>
        <source>a stall of about the 500 ms lease after the crash, then grants again (a waiter repaired the TTL)</source>
        <translation>崩溃后停顿约 500 ms 的租约时间，然后再次获准（一个等待者修复了 TTL）</translation>
    </message>
    <message>
        <source>the crash point does not exist (one command): no stall, no violation</source>
        <translation>崩溃点不存在（只有一条命令）：没有停顿，没有违规</translation>
    </message>
    <message>
        <source>%1, longest time without a grant %2 ms</source>
        <translation>%1，最长无获准时间 %2 ms</translation>
    </message>
    <message>
        <source>a crash</source>
        <translation>一次崩溃</translation>
    </message>
    <message>
        <source>no crash</source>
        <translation>没有崩溃</translation>
    </message>
    <message>
        <source>no grant for %1 ms after the crash, then %2</source>
        <translation>崩溃后 %1 ms 没有获准，然后 %2</translation>
    </message>
    <message>
        <source>GETSET lock under contention at expiry</source>
        <translation>过期时竞争的 GETSET 锁</translation>
    </message>
    <message>
        <source>The GETSET lock keeps its expiry in the value, and a waiter that reads a past expiry takes the lock over even while its holder is still working: two holders (and the losing racer has overwritten the winner&apos;s expiry). The token lock with a watchdog renews the lease while the holder works.</source>
        <translation>GETSET 锁把过期时间存在值里，读到过去的过期时间的等待者会接管锁，即使持有者仍在工作：两个持有者（而且竞争失败者覆盖了胜者的过期时间）。带看门狗的令牌锁会在持有者工作期间续约租约。</translation>
    </message>
    <message>
        <source>overlapping holds: holders working past their 300 ms expiry are taken over</source>
        <translation>重叠持有：工作超过 300 ms 过期时间的持有者被接管</translation>
    </message>
    <message>
        <source>no overlapping holds</source>
        <translation>没有重叠持有</translation>
    </message>
    <message>
        <source>Token lock, holder paused past its TTL</source>
        <translation>令牌锁，持有者暂停超过其 TTL</translation>
    </message>
    <message>
        <source>A holder stopped by a pause longer than its lease (a GC pause) wakes up believing it still holds the lock that another client now holds: two holders. A watchdog renewing from another thread keeps the lease alive through the pause, and fencing numbers let the protected resource refuse the stale holder&apos;s write.</source>
        <translation>一个因暂停（GC 暂停）超过租约而停下的持有者醒来后，以为自己仍持有那把锁，而另一个客户端现在持有它：两个持有者。从另一个线程续约的看门狗能让租约在暂停期间保持有效，fencing 编号能让受保护的资源拒绝过期持有者的写入。</translation>
    </message>
    <message>
        <source>overlapping holds</source>
        <translation>重叠持有</translation>
    </message>
    <message>
        <source>overlapping holds, each one caught by the fencing numbers (the stale write is refused)</source>
        <translation>重叠持有，每一次都被 fencing 编号抓住（过期的写入被拒绝）</translation>
    </message>
    <message>
        <source>the pause did not happen</source>
        <translation>暂停没有发生</translation>
    </message>
    <message>
        <source>%1, %2 caught by fencing</source>
        <translation>%1，%2 被 fencing 抓住</translation>
    </message>
    <message>
        <source>Basic semaphore, a client&apos;s clock runs behind</source>
        <translation>基本信号量，某个客户端的时钟慢了</translation>
    </message>
    <message>
        <source>The basic semaphore ranks holders by their own clocks&apos; timestamps, so a client whose clock runs 400 ms behind ranks ahead of everyone and gets a permit even when all are taken: more holders than the limit. The fair semaphore ranks by a counter, so the skew gives that client no head start, and the lock-guarded and atomic ones also close the fair one&apos;s own race (INCR and ZADD in two round trips).</source>
        <translation>基本信号量按持有者自己时钟的时间戳排名，所以时钟慢 400 ms 的客户端排在所有人前面，即使许可都被占用也能得到一个：持有者多于上限。公平信号量按计数器排名，所以时钟偏差不会让该客户端抢先；加锁保护的和原子的信号量还消除了公平信号量自身的竞争（INCR 和 ZADD 分两次往返）。</translation>
    </message>
    <message>
        <source>more holders than the 3 permits, and the skewed client 0 gets well over the others&apos; share of grants</source>
        <translation>持有者多于 3 个许可，时钟偏差的客户端 0 获准的次数远超其他客户端的份额</translation>
    </message>
    <message>
        <source>client 0 gets about the others&apos; share of grants; the fair semaphore&apos;s own INCR/ZADD race may still exceed the limit</source>
        <translation>客户端 0 获准的次数与其他客户端相当；公平信号量自身的 INCR/ZADD 竞争仍可能超出上限</translation>
    </message>
    <message>
        <source>never more than 3 holders</source>
        <translation>从未超过 3 个持有者</translation>
    </message>
    <message>
        <source>%1, at most %2 holders at once; client 0 got %3 grants, the others %4 on average</source>
        <translation>%1，同时最多 %2 个持有者；客户端 0 获准 %3 次，其他客户端平均 %4 次</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) over the limit</source>
        <translation>
            <numerusform>%n 次超出上限</numerusform>
        </translation>
    </message>
    <message>
        <source>Master failover before replication</source>
        <translation>复制完成前主节点故障转移</translation>
    </message>
    <message>
        <source>The replica is cut off, a client takes the lock on the master, and the replica is promoted without it, so another client takes the same lock on the new master: two holders. The replica-synced lock refuses a grant its replica did not acknowledge, and Redlock over 5 nodes keeps its majority when one node loses the lock, as long as that node stays down for a lease before it rejoins (the delayed restart Redlock prescribes).</source>
        <translation>从节点被切断，一个客户端在主节点上获取了锁，而从节点在没有这把锁的情况下被提升，于是另一个客户端在新主节点上获取了同一把锁：两个持有者。复制同步锁会拒绝从节点未确认的获准；5 个节点上的 Redlock 在一个节点丢失锁时仍保有多数，只要该节点在重新加入之前停机一个租约的时间（Redlock 规定的延迟重启）。</translation>
    </message>
    <message>
        <source>overlapping holds after the failover</source>
        <translation>故障转移后出现重叠持有</translation>
    </message>
    <message>
        <source>grants while the replica acknowledges, refusals once it is cut off, no overlapping holds</source>
        <translation>从节点确认时获准，被切断后拒绝，没有重叠持有</translation>
    </message>
    <message>
        <source>no overlapping holds: node 0 dies with the lock and rejoins empty one lease later</source>
        <translation>没有重叠持有：节点 0 带着锁宕机，一个租约之后以空数据重新加入</translation>
    </message>
    <message>
        <source>Redlock with nodes stopped one by one</source>
        <translation>逐个停止节点的 Redlock</translation>
    </message>
    <message>
        <source>Redlock grants while a majority of its 5 nodes answers and refuses once only 2 are left. Its validity is the TTL minus the time the round took, so client 1, whose network adds 15 ms per command, gets less validity than client 0.</source>
        <translation>Redlock 在其 5 个节点中多数应答时获准，只剩 2 个时拒绝。它的有效期是 TTL 减去这一轮所用的时间，所以网络每条命令增加 15 ms 的客户端 1 得到的有效期比客户端 0 少。</translation>
    </message>
    <message>
        <source>grants with 3 or more nodes up, none with 2; no overlapping holds; client 1&apos;s validity below client 0&apos;s</source>
        <translation>3 个或更多节点在线时获准，2 个时没有获准；没有重叠持有；客户端 1 的有效期低于客户端 0</translation>
    </message>
    <message>
        <source>the third node was not stopped</source>
        <translation>第三个节点没有被停止</translation>
    </message>
    <message>
        <source>%1 grants before the third stop, %2 after; validity %3 ms (client 0) vs %4 ms (client 1, slow network)</source>
        <translation>第三次停止前获准 %1 次，之后 %2 次；有效期 %3 ms（客户端 0）对 %4 ms（客户端 1，慢网络）</translation>
    </message>
    <message>
        <source>Delayed queue with 4 claimers</source>
        <translation>有 4 个认领者的延时队列</translation>
    </message>
    <message>
        <source>Four claimers poll one delayed queue, and the broken claim pushes the due items it read without checking that its ZREM removed them, so an item read by two claimers is pushed twice. The book&apos;s claim pushes only what its ZREM removed, and the atomic claim does it all in one script.</source>
        <translation>四个认领者轮询同一个延时队列，有缺陷的认领会推入它读到的到期条目，而不检查它的 ZREM 是否删除了它们，所以被两个认领者读到的条目会被推入两次。书中的认领只推入它的 ZREM 删除了的条目，原子认领则在一个脚本中完成这一切。</translation>
    </message>
    <message>
        <source>items delivered twice</source>
        <translation>条目被投递了两次</translation>
    </message>
    <message>
        <source>no duplicates, nothing lost</source>
        <translation>没有重复，没有丢失</translation>
    </message>
    <message>
        <source>%1 items, %2 duplicate deliveries, %3 lost</source>
        <translation>%1 个条目，%2 次重复投递，丢失 %3 个</translation>
    </message>
    <message>
        <source>Fixed vs sliding window at the window edge</source>
        <translation>窗口边缘的固定窗口与滑动窗口</translation>
    </message>
    <message>
        <source>Callers burst from 100 ms before a window edge: the fixed window admits its 10 just before the edge and 10 more just after, 20 within 200 ms. The sliding window counts the last second wherever it ends, so it never admits more than 10 in any second.</source>
        <translation>调用方从窗口边缘前 100 ms 开始突发：固定窗口在边缘之前放行 10 个，紧接着边缘之后又放行 10 个，200 ms 内共 20 个。滑动窗口无论在哪里结束都统计最近一秒，所以任何一秒内都不会放行超过 10 个。</translation>
    </message>
    <message>
        <source>an over-admission: the fixed window&apos;s edge burst</source>
        <translation>超额放行：固定窗口的边缘突发</translation>
    </message>
    <message>
        <source>no over-admission</source>
        <translation>没有超额放行</translation>
    </message>
    <message>
        <source>%1 admitted, %2 limited, %3</source>
        <translation>放行 %1，受限 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n over-admission(s)</source>
        <translation>
            <numerusform>%n 次超额放行</numerusform>
        </translation>
    </message>
    <message>
        <source>Reliable queue, consumer crashes mid-item</source>
        <translation>可靠队列，消费者处理中途崩溃</translation>
    </message>
    <message>
        <source>A consumer crashes while working on an item: the reliable queue kept the item in the consumer&apos;s processing list, and the reaper puts it back once the consumer&apos;s deadline passes. It is delivered again and nothing is lost, while the plain BLPOP queue loses it.</source>
        <translation>消费者在处理条目时崩溃：可靠队列把该条目保留在消费者的处理列表中，消费者的期限过后，回收器把它放回队列。它被再次投递，没有丢失；而普通的 BLPOP 队列会丢失它。</translation>
    </message>
    <message>
        <source>the crashed consumer&apos;s item is lost</source>
        <translation>崩溃的消费者的条目丢失了</translation>
    </message>
    <message>
        <source>the item is redelivered; none lost, none delivered twice</source>
        <translation>条目被重新投递；没有丢失，没有重复投递</translation>
    </message>
    <message>
        <source>%1 items, %2 redelivered, %3 lost, %4 delivered twice</source>
        <translation>%1 个条目，重新投递 %2 个，丢失 %3 个，重复投递 %4 个</translation>
    </message>
    <message>
        <source>Cluster master killed before its replica has the lock</source>
        <translation>集群主节点在其从节点拿到锁之前被杀死</translation>
    </message>
    <message>
        <source>On a Redis Cluster, the replica of the master that serves the lock&apos;s slot is cut off, a client takes the lock, and the master is killed: the cluster promotes the replica without the lock, and another client takes it there while the first still holds it. The WAIT-synced lock refuses every grant no replica acknowledged instead; the fencing counter lives in the same slot, so it loses its increments too and hands the second holder the first one&apos;s number: the stale holder&apos;s write is accepted.</source>
        <translation>在 Redis 集群上，服务锁所在槽的主节点的从节点被切断，一个客户端获取了锁，然后主节点被杀死：集群在没有这把锁的情况下提升了从节点，另一个客户端在那里获取了它，而第一个客户端仍持有它。WAIT 同步锁则会拒绝每一次没有从节点确认的获准；fencing 计数器位于同一个槽中，所以它的自增也丢失了，并把第一个持有者的编号发给了第二个持有者：过期持有者的写入被接受。</translation>
    </message>
    <message>
        <source>overlapping holds after the cluster promoted the replica</source>
        <translation>集群提升从节点后出现重叠持有</translation>
    </message>
    <message>
        <source>grants while the replicas acknowledge, refusals once they are cut off, no overlapping holds</source>
        <translation>从节点确认时获准，被切断后拒绝，没有重叠持有</translation>
    </message>
    <message>
        <source>overlapping holds with the same fencing number: the counter&apos;s increment was lost with the master, so the stale holder&apos;s write is accepted</source>
        <translation>重叠持有且 fencing 编号相同：计数器的自增随主节点一起丢失，所以过期持有者的写入被接受</translation>
    </message>
    <message>
        <source>the master was not killed</source>
        <translation>主节点没有被杀死</translation>
    </message>
    <message>
        <source>%1, %2 with the same fencing number on both holders</source>
        <translation>%1，其中 %2 次两个持有者的 fencing 编号相同</translation>
    </message>
    <message>
        <source>Queue and semaphore through a slot migration</source>
        <translation>槽迁移中的队列和信号量</translation>
    </message>
    <message>
        <source>On a Redis Cluster, the slot of the primitive&apos;s keys migrates to another master while clients use it: its keys move one MIGRATE at a time, commands are redirected (ASK) or told to try again (TRYAGAIN) meanwhile, then the new master serves the slot. The reliable queue loses and duplicates nothing, and the semaphore never grants more permits than its limit.</source>
        <translation>在 Redis 集群上，原语的键所在的槽在客户端使用期间迁移到另一个主节点：它的键每次一个 MIGRATE 地移动，期间命令被重定向 (ASK) 或被告知重试 (TRYAGAIN)，然后由新主节点服务该槽。可靠队列不丢失也不重复任何东西，信号量发出的许可从不超过上限。</translation>
    </message>
    <message>
        <source>no item lost, none delivered twice, deliveries after the migration</source>
        <translation>没有条目丢失，没有重复投递，迁移后仍有投递</translation>
    </message>
    <message>
        <source>never more holders than the limit, grants after the migration</source>
        <translation>持有者从不多于上限，迁移后仍有获准</translation>
    </message>
    <message>
        <source>the migration did not happen</source>
        <translation>迁移没有发生</translation>
    </message>
    <message>
        <source>%1 items, %2 lost, %3 delivered twice, %4 deliveries after the migration</source>
        <translation>%1 个条目，丢失 %2 个，重复投递 %3 个，迁移后投递 %4 次</translation>
    </message>
    <message>
        <source>%1, at most %2 holders at once, %3 grants after the migration</source>
        <translation>%1，同时最多 %2 个持有者，迁移后获准 %3 次</translation>
    </message>
    <message>
        <source>Sentinel promotes a replica that never saw the lock</source>
        <translation>哨兵提升了一个从未见过这把锁的从节点</translation>
    </message>
    <message>
        <source>Three sentinels watch a master and 2 replicas; the replicas are cut off, a client takes the lock through the sentinels, and the master is killed: the sentinels promote a replica without the lock and the other clients, following them, take it while the first still holds it. Jepsen found the same in 2013 (acknowledged writes lost in a Sentinel failover: replication is asynchronous); the WAIT-synced lock refuses while no replica acknowledges, and fencing numbers catch the stale holder once the new master has handed out a higher one.</source>
        <translation>三个哨兵监视一个主节点和 2 个从节点；从节点被切断，一个客户端通过哨兵获取了锁，然后主节点被杀死：哨兵提升了一个没有这把锁的从节点，其他客户端跟随哨兵，在第一个客户端仍持有锁时获取了它。Jepsen 在 2013 年发现了同样的问题（哨兵故障转移中丢失已确认的写入：复制是异步的）；WAIT 同步锁在没有从节点确认时拒绝，fencing 编号在新主节点发出更高的编号后能抓住过期持有者。</translation>
    </message>
    <message>
        <source>overlapping holds after the sentinels promoted a replica</source>
        <translation>哨兵提升从节点后出现重叠持有</translation>
    </message>
    <message>
        <source>refusals while the replicas are cut off, grants again once the sentinels promoted one and the other follows it, no overlapping holds</source>
        <translation>从节点被切断时拒绝，哨兵提升一个从节点、另一个跟随它之后再次获准，没有重叠持有</translation>
    </message>
    <message>
        <source>overlapping holds; the first new holder gets the stale holder&apos;s number again (the increment was lost with the master), a later one a higher number, which catches the stale holder: its fenced write is refused</source>
        <translation>重叠持有；第一个新持有者再次得到过期持有者的编号（自增随主节点丢失），之后的持有者得到更高的编号，它能抓住过期持有者：其带 fencing 的写入被拒绝</translation>
    </message>
    <message>
        <source>the sentinels promoted no replica within the run</source>
        <translation>本次运行期间哨兵没有提升任何从节点</translation>
    </message>
    <message>
        <source>%1; %2 refusals and %3 grants while the replicas were cut off, %4 grants after the promotion</source>
        <translation>%1；从节点被切断期间拒绝 %2 次、获准 %3 次，提升后获准 %4 次</translation>
    </message>
    <message>
        <source>%1, %2 the fencing numbers would catch, %3</source>
        <translation>%1，fencing 编号能抓住 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) refused</source>
        <translation>
            <numerusform>%n 次过期写入被拒绝</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Save history…</source>
        <translation>保存历史…</translation>
    </message>
    <message>
        <source>Load history…</source>
        <translation>加载历史…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>While paused: every client does one more operation</source>
        <translation>暂停时: 每个客户端再执行一次操作</translation>
    </message>
    <message>
        <source>End the run as its time would: operations finish, queues drain</source>
        <translation>像时间到了一样结束运行: 操作完成, 队列排空</translation>
    </message>
    <message>
        <source>the playground run did not end in time: client %1 may still hold %2 until its lease ends</source>
        <translation>演练场运行未能及时结束: 客户端 %1 可能仍持有 %2, 直到其租约结束</translation>
    </message>
    <message>
        <source>the playground run did not end in time: its clients&apos; holds stay until their leases end</source>
        <translation>演练场运行未能及时结束: 其客户端的持有会保留到租约结束</translation>
    </message>
    <message>
        <source>A run is under way: stop it first.</source>
        <translation>有一次运行正在进行: 请先停止它。</translation>
    </message>
    <message>
        <source>Read-only mode: the playground writes to the server. Turn Read-only off (Connection menu) to run it.</source>
        <translation>只读模式: 演练场会写入服务器。要运行它, 请关闭只读模式 (“连接”菜单)。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server to run it.</source>
        <translation>未连接: 请启动沙盒或连接到服务器后运行。</translation>
    </message>
    <message>
        <source>Start the run</source>
        <translation>开始运行</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>%1 · %2 s · %3 events · %4 operations</source>
        <translation>%1 · %2 秒 · %3 个事件 · %4 次操作</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Running: no violations so far.</source>
        <translation>运行中: 目前没有违规。</translation>
    </message>
    <message>
        <source>Could not start: %1</source>
        <translation>无法开始: %1</translation>
    </message>
    <message>
        <source>Read-only turned on: the run was aborted, it writes to the server.</source>
        <translation>已开启只读: 运行已中止, 因为它会写入服务器。</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>运行失败: %1</translation>
    </message>
    <message>
        <source>%1 enqueued, %2 delivered (%3 again), %4 acked</source>
        <translation>入队 %1, 投递 %2 (重复 %3), 确认 %4</translation>
    </message>
    <message>
        <source>%1 admitted, %2 limited</source>
        <translation>允许 %1, 受限 %2</translation>
    </message>
    <message>
        <source>wait p50 %1 ms, p99 %2 ms, Jain %3</source>
        <translation>等待 p50 %1 毫秒, p99 %2 毫秒, Jain 指数 %3</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>最终: %1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>目前: %1</translation>
    </message>
    <message>
        <source>Expected: %1. The checker alone found: %2.</source>
        <translation>预期: %1。仅检查器发现: %2。</translation>
    </message>
    <message>
        <source>Expected: %1. Found: %2.</source>
        <translation>预期: %1。发现: %2。</translation>
    </message>
    <message>
        <source>Not judged: the run is inconclusive.</source>
        <translation>不作判断: 运行结果不确定。</translation>
    </message>
    <message>
        <source>As expected.</source>
        <translation>符合预期。</translation>
    </message>
    <message>
        <source>NOT as expected.</source>
        <translation>不符合预期。</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1: %2</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>Could not load: %1</source>
        <translation>无法加载: %1</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
    <message>
        <source>Loaded %1, which may not be whole: %2</source>
        <translation>已加载 %1, 可能不完整: %2</translation>
    </message>
    <message>
        <source>Save history</source>
        <translation>保存历史</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;CSV, events only (*.csv)</source>
        <translation>JSON Lines (*.jsonl);;CSV, 仅事件 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation>无法保存: %1</translation>
    </message>
    <message>
        <source>Load history</source>
        <translation>加载历史</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s)</source>
        <translation>
            <numerusform>%n 次违规</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed</source>
        <translation>
            <numerusform>%n 次操作失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n event(s), %1 ops/s, %2.</source>
        <translation>
            <numerusform>；%n 个事件，%1 操作/秒，%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed: %1.</source>
        <translation>
            <numerusform>%n 次操作失败：%1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimitiveDiscovery</name>
    <message>
        <source>STRLEN/GETRANGE: unexpected reply</source>
        <translation>STRLEN/GETRANGE：意外的回复</translation>
    </message>
    <message>
        <source>HSCAN: expected [cursor, [field, value, ...]]</source>
        <translation>HSCAN：预期 [cursor, [field, value, ...]]</translation>
    </message>
    <message>
        <source>HSCAN: expected field/value pairs</source>
        <translation>HSCAN：预期字段/值对</translation>
    </message>
    <message>
        <source>ZRANGE: expected member/score pairs</source>
        <translation>ZRANGE：预期成员/分数对</translation>
    </message>
    <message>
        <source>value shapes %1 (a probe of %2 keys)</source>
        <translation>值形态 %1（探测了 %2 个键）</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>value shapes %1 (asked for)</source>
        <translation>值形态 %1（按要求）</translation>
    </message>
    <message>
        <source>value shapes on: DBSIZE refused (%1), the keyspace&apos;s size unknown</source>
        <translation>值形态开启：DBSIZE 被拒绝（%1），键空间大小未知</translation>
    </message>
    <message>
        <source>value shapes %1: %2 keys (DBSIZE) is %3 %4</source>
        <translation>值形态 %1：%2 个键 (DBSIZE) %3 %4</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>SCAN: expected [cursor, [keys]]</source>
        <translation>SCAN：预期 [cursor, [keys]]</translation>
    </message>
    <message>
        <source>SCAN: cursor is not a number</source>
        <translation>SCAN：游标不是数字</translation>
    </message>
    <message>
        <source>TYPE/PTTL: unexpected reply</source>
        <translation>TYPE/PTTL：意外的回复</translation>
    </message>
    <message>
        <source>scanCount must be at least 1, not %1</source>
        <translation>scanCount 至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>maxKeys must be at least 1, not %1</source>
        <translation>maxKeys 至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>the discovery is finished</source>
        <translation>发现已完成</translation>
    </message>
    <message>
        <source>expected %1 replies, got %2</source>
        <translation>预期 %1 个回复，收到 %2 个</translation>
    </message>
    <message>
        <source>SCAN on %1: %2</source>
        <translation>%1 上的 SCAN：%2</translation>
    </message>
</context>
<context>
    <name>PrimitiveEntriesModel</name>
    <message>
        <source>in %1</source>
        <translation>%1 后</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 前</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>分值 %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>PrimitiveListModel</name>
    <message>
        <source>free · %1 waiting</source>
        <translation>空闲 · %1 个在等待</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>由 %1 持有</translation>
    </message>
    <message>
        <source>held</source>
        <translation>持有</translation>
    </message>
    <message>
        <source> ×%1</source>
        <translation> ×%1</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · 剩余 %1</translation>
    </message>
    <message>
        <source> · no expiry</source>
        <translation> · 不过期</translation>
    </message>
    <message>
        <source> · %1 waiting</source>
        <translation> · %1 个在等待</translation>
    </message>
    <message>
        <source>%1 / %2 holders</source>
        <translation>%1 / %2 个持有者</translation>
    </message>
    <message>
        <source> · %1 expired</source>
        <translation> · %1 个已过期</translation>
    </message>
    <message>
        <source>%1 due of %2</source>
        <translation>%2 项中 %1 项到期</translation>
    </message>
    <message>
        <source>%1 scheduled</source>
        <translation>已调度 %1 项</translation>
    </message>
    <message>
        <source>%1 · limit %2</source>
        <translation>%1 · 限额 %2</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>布局: %1</translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation>读取失败: %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s)</source>
        <translation>
            <numerusform>%n 个持有者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subject(s)</source>
        <translation>
            <numerusform>%n 个对象</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n note(s))</source>
        <translation>
            <numerusform>  (%n 条备注)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n 个条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 个键</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimitiveStateRead</name>
    <message>
        <source>%1: unexpected reply %2</source>
        <translation>%1：意外的回复 %2</translation>
    </message>
    <message>
        <source>expected member/score pairs</source>
        <translation>预期成员/分数对</translation>
    </message>
    <message>
        <source>a score that is not a number</source>
        <translation>分数不是数字</translation>
    </message>
    <message>
        <source>expected [cursor, [...]]</source>
        <translation>预期 [cursor, [...]]</translation>
    </message>
    <message>
        <source>showing %1 of %2 &quot;%3&quot; keys</source>
        <translation>显示 %2 个“%3”键中的 %1 个</translation>
    </message>
    <message>
        <source>showing %1 of %2 %3 of %4</source>
        <translation>显示 %2 个%3中的 %1 个，属于 %4</translation>
    </message>
    <message>
        <source>%1 does not exist: not held</source>
        <translation>%1 不存在：未被持有</translation>
    </message>
    <message>
        <source>%1 vanished (emptied or deleted)</source>
        <translation>%1 已消失（被清空或删除）</translation>
    </message>
    <message>
        <source>%1 vanished</source>
        <translation>%1 已消失</translation>
    </message>
    <message>
        <source>%1 is now a %2, not a %3: not read</source>
        <translation>%1 现在是 %2，而不是 %3：未读取</translation>
    </message>
    <message>
        <source>%1 (a %2) met WRONGTYPE: not read as a %3</source>
        <translation>%1（%2）遇到 WRONGTYPE：未按 %3 读取</translation>
    </message>
    <message>
        <source>the holder&apos;s value is %1 bytes; showing %2</source>
        <translation>持有者的值有 %1 字节；显示 %2</translation>
    </message>
    <message>
        <source>expired by the time in its value %1 ms ago; not taken over yet</source>
        <translation>按其值中的时间已于 %1 ms 前过期；尚未被接管</translation>
    </message>
    <message>
        <source>mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>no holders are recorded by this layout</source>
        <translation>此布局不记录持有者</translation>
    </message>
    <message>
        <source>showing %1 of %2 ready items</source>
        <translation>显示 %2 个就绪条目中的 %1 个</translation>
    </message>
    <message>
        <source>dead jobs</source>
        <translation>失败的任务</translation>
    </message>
    <message>
        <source>consumer %1&apos;s deadline passed %2 ms ago</source>
        <translation>消费者 %1 的期限已过去 %2 ms</translation>
    </message>
    <message>
        <source>settings: %1</source>
        <translation>设置：%1</translation>
    </message>
    <message>
        <source>oldest %1 ms ago, newest %2 ms ago</source>
        <translation>最早的 %1 ms 前，最新的 %2 ms 前</translation>
    </message>
    <message>
        <source>%1: estimate stale (changed since the last PFCOUNT; not recounted, PFCOUNT would write)</source>
        <translation>%1：估计值已过时（自上次 PFCOUNT 后有变化；未重新计数，因为 PFCOUNT 会写入）</translation>
    </message>
    <message>
        <source>no keys to read</source>
        <translation>没有要读取的键</translation>
    </message>
    <message>
        <source>the read is finished</source>
        <translation>读取已完成</translation>
    </message>
    <message>
        <source>expected %1 replies, got %2</source>
        <translation>预期 %1 个回复，收到 %2 个</translation>
    </message>
    <message>
        <source>INFO: expected text, got %1</source>
        <translation>INFO：预期文本，收到 %1</translation>
    </message>
    <message>
        <source>INFO server has no server_time_usec (Redis &lt; 5?)</source>
        <translation>INFO server 没有 server_time_usec（Redis &lt; 5？）</translation>
    </message>
    <message>
        <source>INFO server: server_time_usec is not a number</source>
        <translation>INFO server：server_time_usec 不是数字</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行: %2</translation>
    </message>
    <message>
        <source>still held</source>
        <translation>仍被持有</translation>
    </message>
    <message>
        <source>released</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>taken over</source>
        <translation>被接管</translation>
    </message>
    <message>
        <source>, fencing number %1</source>
        <translation>, 栅栏令牌 %1</translation>
    </message>
    <message>
        <source>, hold count %1</source>
        <translation>, 持有次数 %1</translation>
    </message>
    <message>
        <source>, lease %1 ms</source>
        <translation>, 租约 %1 毫秒</translation>
    </message>
    <message>
        <source>, no expiry</source>
        <translation>, 不过期</translation>
    </message>
    <message>
        <source>%1 must be a whole number of milliseconds</source>
        <translation>%1 必须是整数毫秒</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 ms</source>
        <translation>%1 必须在 %2 到 %3 毫秒之间</translation>
    </message>
    <message>
        <source>Give the lock a name</source>
        <translation>请为锁命名</translation>
    </message>
    <message>
        <source>A lock name cannot contain { or } (they delimit the key&apos;s hash tag)</source>
        <translation>锁名不能包含 { 或 } (它们界定键的哈希标签)</translation>
    </message>
    <message>
        <source>A lock name is at most 200 characters</source>
        <translation>锁名最多 200 个字符</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Retry delay</source>
        <translation>重试间隔</translation>
    </message>
    <message numerus="yes">
        <source>Not acquired: %1 after %n attempt(s)</source>
        <translation>
            <numerusform>未获取: %1, 共尝试 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>held by someone else</source>
        <translation>被其他人持有</translation>
    </message>
    <message>
        <source>Acquired %1 (%2), token %3</source>
        <translation>已获取 %1 (%2), 令牌 %3</translation>
    </message>
    <message>
        <source>Nothing to release: this playground does not hold the %1 lock %2</source>
        <translation>无可释放: 此演练场未持有 %1 锁 %2</translation>
    </message>
    <message>
        <source>the lock was no longer ours (expired or taken)</source>
        <translation>锁已不再属于我们 (已过期或被接管)</translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation>已释放 %1</translation>
    </message>
    <message numerus="yes">
        <source>Released one hold of %1; %n left</source>
        <translation>
            <numerusform>已释放 %1 的一次持有; 还剩 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Not released: %1 was no longer ours (expired or taken)</source>
        <translation>未释放: %1 已不再属于我们 (已过期或被接管)</translation>
    </message>
    <message>
        <source>Deleted %1 without checking whose it was (%2 lock)</source>
        <translation>未检查归属就删除了 %1 (%2 锁)</translation>
    </message>
    <message>
        <source>Nothing to extend: this playground does not hold the %1 lock %2</source>
        <translation>无可续约: 此演练场未持有 %1 锁 %2</translation>
    </message>
    <message>
        <source>the lock was lost</source>
        <translation>锁已丢失</translation>
    </message>
    <message>
        <source>Not extended: %1 was no longer ours</source>
        <translation>未续约: %1 已不再属于我们</translation>
    </message>
    <message>
        <source>Extended %1</source>
        <translation>已续约 %1</translation>
    </message>
    <message>
        <source>, valid for %1 ms</source>
        <translation>, 有效期 %1 毫秒</translation>
    </message>
    <message>
        <source>Loaded %1 demo locks</source>
        <translation>已加载 %1 把演示锁</translation>
    </message>
    <message>
        <source>Demo traffic on the lock burst done</source>
        <translation>锁 burst 上的演示流量已完成</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 超出范围 (%2 到 %3)</translation>
    </message>
    <message>
        <source>Age (s)</source>
        <translation>存在时间 (秒)</translation>
    </message>
    <message>
        <source>Time left (s)</source>
        <translation>剩余时间 (秒)</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>无法绘制图表</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1: %2</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n row(s) to %1</source>
        <translation>
            <numerusform>已将 %n 行保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>QueueCommands</name>
    <message>
        <source>unknown queue action &quot;%1&quot; (%2)</source>
        <translation>未知的 queue 操作“%1”（%2）</translation>
    </message>
    <message>
        <source>unknown queue kind &quot;%1&quot; (known: %2)</source>
        <translation>未知的队列类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>queue %1 is for --kind reliable only</source>
        <translation>queue %1 仅用于 --kind reliable</translation>
    </message>
    <message>
        <source>--priority is for queue push --kind priority</source>
        <translation>--priority 用于 queue push --kind priority</translation>
    </message>
    <message>
        <source>--priority: </source>
        <translation>--priority：</translation>
    </message>
    <message>
        <source>--wait is for queue pop</source>
        <translation>--wait 用于 queue pop</translation>
    </message>
    <message>
        <source>--wait: </source>
        <translation>--wait：</translation>
    </message>
    <message>
        <source>--visibility: </source>
        <translation>--visibility：</translation>
    </message>
    <message>
        <source>--visibility is not for queue %1: every consumer is judged by its own deadline (its last pop, ack or nack plus its own --visibility)</source>
        <translation>--visibility 不适用于 queue %1：每个消费者按它自己的期限判断（它上次 pop、ack 或 nack 的时间加上它自己的 --visibility）</translation>
    </message>
    <message>
        <source>--visibility is for the reliable queue&apos;s pop, ack and nack</source>
        <translation>--visibility 用于可靠队列的 pop、ack 和 nack</translation>
    </message>
    <message>
        <source>--consumer is for the reliable queue&apos;s pop, ack and nack</source>
        <translation>--consumer 用于可靠队列的 pop、ack 和 nack</translation>
    </message>
    <message>
        <source>--consumer: </source>
        <translation>--consumer：</translation>
    </message>
    <message>
        <source>pushed %1, %2 ready at %3 priority</source>
        <translation>已推入 %1，%3 优先级就绪 %2 个</translation>
    </message>
    <message>
        <source>nothing within %1 ms</source>
        <translation>%1 ms 内没有任何条目</translation>
    </message>
    <message>
        <source>(empty: nothing within %1 ms)</source>
        <translation>（空：%1 ms 内没有任何条目）</translation>
    </message>
    <message>
        <source>%1; an item may have been moved to %2 with the reply lost: pop again with --consumer %3 to be given it, or it returns to the queue when its %4 ms visibility ends</source>
        <translation>%1；某个条目可能已被移到 %2 而回复丢失了：用 --consumer %3 再次 pop 即可拿到它，或者在它的 %4 ms 可见性超时结束后它会回到队列</translation>
    </message>
    <message>
        <source>	(consumer %1: ack or nack it)</source>
        <translation>	（消费者 %1：请 ack 或 nack 它）</translation>
    </message>
    <message>
        <source>requeued at the head</source>
        <translation>已重新放回队首</translation>
    </message>
    <message>
        <source>not in flight: </source>
        <translation>不在处理中：</translation>
    </message>
    <message>
        <source>deadline in %1 ms</source>
        <translation>期限还有 %1 ms</translation>
    </message>
    <message>
        <source>deadline passed %1 ms ago (stale: the reaper requeues its items)</source>
        <translation>期限已过去 %1 ms（已过期：回收器会把它的条目放回队列）</translation>
    </message>
    <message>
        <source>%1 ready (%2), %3 in flight at %4 consumers</source>
        <translation>就绪 %1（%2），%4 个消费者处理中 %3</translation>
    </message>
    <message>
        <source>  %1 in flight %2, %3</source>
        <translation>  %1 处理中 %2，%3</translation>
    </message>
    <message>
        <source>requeued %1 items of %2 dead consumers%3</source>
        <translation>已把 %2 个失效消费者的 %1 个条目放回队列%3</translation>
    </message>
    <message>
        <source> (more left: run again)</source>
        <translation> （还有剩余：请再运行一次）</translation>
    </message>
    <message>
        <source> (more in flight)</source>
        <translation> （还有更多在处理中）</translation>
    </message>
    <message>
        <source>Task queues: FIFO, priority, reliable (ack, nack, reaper).</source>
        <translation>任务队列：FIFO、优先级、可靠（ack、nack、回收器）。</translation>
    </message>
    <message>
        <source>Queue variant: %1 (default fifo). fifo and reliable share the list; ack and nack are reliable only.</source>
        <translation>队列变体：%1（默认 fifo）。fifo 和 reliable 共用列表；ack 和 nack 只用于 reliable。</translation>
    </message>
    <message>
        <source>push --kind priority: %1 (default normal).</source>
        <translation>push --kind priority：%1（默认 normal）。</translation>
    </message>
    <message>
        <source>pop: block up to this long for an item (default 0: do not block).</source>
        <translation>pop：最多阻塞这么长时间等待条目（默认 0：不阻塞）。</translation>
    </message>
    <message>
        <source>reliable pop, ack, nack: the consumer id (pop makes one up and prints it when not given).</source>
        <translation>可靠队列的 pop、ack、nack：消费者 ID（未给出时 pop 会生成一个并打印出来）。</translation>
    </message>
    <message>
        <source>reliable pop, ack, nack: the consumer&apos;s visibility timeout: its deadline becomes now + this, and once the deadline passes, reap requeues its items (default %1).</source>
        <translation>可靠队列的 pop、ack、nack：消费者的可见性超时：它的期限变为现在 + 此值，期限过后，reap 会把它的条目放回队列（默认 %1）。</translation>
    </message>
</context>
<context>
    <name>RateLimitersView</name>
    <message>
        <source>Rate limiters</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Filter limiters and subjects</source>
        <translation>筛选限流器和对象</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>注意:
</translation>
    </message>
    <message>
        <source>its rate limiters.</source>
        <translation>其中的限流器。</translation>
    </message>
    <message>
        <source>Looking for rate limiters…</source>
        <translation>正在查找限流器…</translation>
    </message>
    <message>
        <source>No rate limiters found in this database</source>
        <translation>此数据库中没有找到限流器</translation>
    </message>
    <message>
        <source>This view shows every rate limiter subject: its algorithm, how much of its allowance is used, and whether the next request would be refused; the chart shows the traffic you send from the form.</source>
        <translation>此视图显示每个限流器对象: 其算法、额度已使用多少, 以及下一个请求是否会被拒绝; 图表显示你从表单发送的流量。</translation>
    </message>
    <message>
        <source>Load demo data writes a limiter of each kind with a few subjects.</source>
        <translation>加载演示数据会写入每种类型的一个限流器, 各带几个对象。</translation>
    </message>
    <message>
        <source>Loading rate limiter demo data</source>
        <translation>正在加载限流器演示数据</translation>
    </message>
    <message>
        <source>Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)</source>
        <translation>写入每种类型的一个限流器, 各带几个对象 (cs:{name:subject}:kind)</translation>
    </message>
</context>
<context>
    <name>RecentContactsBox</name>
    <message>
        <source>Recent contacts</source>
        <translation>最近联系人</translation>
    </message>
    <message>
        <source>&amp;Add contact</source>
        <translation>添加联系人(&amp;A)</translation>
    </message>
    <message>
        <source>user (cs:{user}:recent)</source>
        <translation>用户 (cs:{user}:recent)</translation>
    </message>
    <message>
        <source>Type to match contacts</source>
        <translation>输入以匹配联系人</translation>
    </message>
    <message>
        <source>How the text matches: exact matches first, then prefix matches, then the others, most recent first within each</source>
        <translation>文本的匹配方式: 先完全匹配, 再前缀匹配, 然后其他, 每组内最近的在前</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U):</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>匹配:</translation>
    </message>
    <message>
        <source>User: %1</source>
        <translation>用户: %1</translation>
    </message>
    <message>
        <source>Matching recent contacts</source>
        <translation>正在匹配最近联系人</translation>
    </message>
    <message>
        <source>Adding a recent contact</source>
        <translation>正在添加最近联系人</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>已添加。</translation>
    </message>
    <message>
        <source>Could not add: %1</source>
        <translation>无法添加: %1</translation>
    </message>
    <message>
        <source>Could not match: %1</source>
        <translation>无法匹配: %1</translation>
    </message>
    <message>
        <source>Move the text to the front of the user&apos;s recent contacts</source>
        <translation>把该文本移到该用户最近联系人的最前面</translation>
    </message>
    <message>
        <source>Read-only mode: adding a contact writes the list</source>
        <translation>只读模式: 添加联系人会写入列表</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message numerus="yes">
        <source>%n contact(s)</source>
        <translation>
            <numerusform>%n 个联系人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RedisConnection</name>
    <message>
        <source>maxSteps must be at least 1, not %1</source>
        <translation>maxSteps 至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>the read did not finish in %1 steps</source>
        <translation>读取没有在 %1 步内完成</translation>
    </message>
</context>
<context>
    <name>ReleaseOnQuit</name>
    <message>
        <source>no answer within the %1 ms a quit waits</source>
        <translation>在退出等待的 %1 毫秒内没有应答</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Release before quitting</source>
        <translation>退出前释放</translation>
    </message>
</context>
<context>
    <name>ReplyFormatter</name>
    <message>
        <source>… %1 more elements not shown</source>
        <translation>… 还有 %1 个元素未显示</translation>
    </message>
</context>
<context>
    <name>ScanCommands</name>
    <message>
        <source>%1  %2  ttl %3  %4</source>
        <translation>%1  %2  ttl %3  %4</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>Browse keys with SCAN (never KEYS): type, TTL, memory; read-only.</source>
        <translation>用 SCAN（从不用 KEYS）浏览键：类型、TTL、内存；只读。</translation>
    </message>
    <message>
        <source>Only keys matching this glob (SCAN MATCH).</source>
        <translation>只查看匹配此 glob 的键（SCAN MATCH）。</translation>
    </message>
    <message>
        <source>Only keys of this type: string, list, set, zset, hash or stream (SCAN TYPE).</source>
        <translation>只看此类型的键：string、list、set、zset、hash 或 stream（SCAN TYPE）。</translation>
    </message>
    <message>
        <source>Keys the server looks at per SCAN (default 100).</source>
        <translation>服务器每次 SCAN 查看的键数（默认 100）。</translation>
    </message>
    <message>
        <source>Stop after at least N keys; the cursor printed resumes (default: the whole keyspace).</source>
        <translation>至少 N 个键后停止；打印出的游标可用来继续（默认：整个键空间）。</translation>
    </message>
    <message>
        <source>Resume from this cursor (printed by an earlier scan).</source>
        <translation>从这个游标继续（由之前的 scan 打印）。</translation>
    </message>
    <message>
        <source>Do not ask MEMORY USAGE.</source>
        <translation>不请求 MEMORY USAGE。</translation>
    </message>
    <message>
        <source>scan takes options only, not &quot;%1&quot;</source>
        <translation>scan 只接受选项，不接受“%1”</translation>
    </message>
    <message>
        <source>--count is too large: %1</source>
        <translation>--count 太大：%1</translation>
    </message>
    <message>
        <source>--cursor must be a cursor printed by scan (a whole number), not &quot;%1&quot;</source>
        <translation>--cursor 必须是 scan 打印的游标（整数），而不是“%1”</translation>
    </message>
    <message>
        <source>--type &quot;%1&quot; is not a Redis type: one of %2</source>
        <translation>--type“%1”不是 Redis 类型：应为 %2 之一</translation>
    </message>
    <message numerus="yes">
        <source>(%n key(s); scan complete)</source>
        <translation>
            <numerusform>（%n 个键；扫描完成）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n key(s); resume with --cursor %1)</source>
        <translation>
            <numerusform>（%n 个键；用 --cursor %1 继续）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScreenshotTour</name>
    <message>
        <source>playground scenario %1: the run did not finish within %2 s</source>
        <translation>演练场场景 %1: 运行未在 %2 秒内结束</translation>
    </message>
    <message>
        <source>playground scenario %1: no final verdict within %2 s</source>
        <translation>演练场场景 %1: 未在 %2 秒内得出最终结论</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>not connected after %1 s</source>
        <translation>%1 秒后仍未连接</translation>
    </message>
    <message>
        <source>no Playground tab</source>
        <translation>没有演练场标签页</translation>
    </message>
    <message>
        <source>no playground scenario named %1</source>
        <translation>没有名为 %1 的演练场场景</translation>
    </message>
    <message>
        <source>playground scenario %1: cannot start: %2</source>
        <translation>演练场场景 %1: 无法开始: %2</translation>
    </message>
    <message>
        <source>playground scenario %1: the run did not start</source>
        <translation>演练场场景 %1: 运行未开始</translation>
    </message>
    <message>
        <source>playground scenario %1: the run failed: %2</source>
        <translation>演练场场景 %1: 运行失败: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>SemaphoreActionForm</name>
    <message>
        <source>basic, fair and locked are the book&apos;s semaphores (client clocks); atomic and ttl-keys are the safe ones</source>
        <translation>basic、fair 和 locked 是书中的信号量 (使用客户端时钟); atomic 和 ttl-keys 是安全的</translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation>获取(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>释放(&amp;R)</translation>
    </message>
    <message>
        <source>Acquire a permit</source>
        <translation>获取一个许可</translation>
    </message>
    <message>
        <source>Release a permit</source>
        <translation>释放一个许可</translation>
    </message>
    <message>
        <source>A sorted set scored by the client&apos;s clock: clients with skewed clocks steal permits</source>
        <translation>按客户端时钟打分的有序集合: 时钟偏差的客户端会抢走许可</translation>
    </message>
    <message>
        <source>Ordered by a counter (INCR), so a fast clock does not jump the queue; still times out by client time</source>
        <translation>按计数器 (INCR) 排序, 因此时钟快的客户端无法插队; 但仍按客户端时间判断超时</translation>
    </message>
    <message>
        <source>The fair semaphore acquired under a short token lock</source>
        <translation>在短时令牌锁保护下获取的公平信号量</translation>
    </message>
    <message>
        <source>One script on the server&apos;s clock, scored by expiry</source>
        <translation>在服务器时钟上运行的单个脚本, 按过期时间打分</translation>
    </message>
    <message>
        <source>Ordered by a counter, each permit&apos;s lease a key that Redis expires: no clock comparisons at all</source>
        <translation>按计数器排序, 每个许可的租约是一个由 Redis 过期的键: 完全不比较时钟</translation>
    </message>
    <message>
        <source>unknown: choose</source>
        <translation>未知: 请选择</translation>
    </message>
    <message>
        <source>name, e.g. pool (keys cs:{pool}:…)</source>
        <translation>名称, 例如 pool (键 cs:{pool}:…)</translation>
    </message>
    <message>
        <source>Permits in all</source>
        <translation>许可总数</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>A permit not released within its lease expires</source>
        <translation>租约内未释放的许可会过期</translation>
    </message>
    <message>
        <source>How long Acquire keeps trying; 0: one attempt</source>
        <translation>获取操作持续重试的时长; 0: 只尝试一次</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>限额(&amp;L):</translation>
    </message>
    <message>
        <source>L&amp;ease:</source>
        <translation>租约(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Wait:</source>
        <translation>等待(&amp;W):</translation>
    </message>
    <message>
        <source>The kind of %1 is %2. %3</source>
        <translation>%1 的类型是 %2。%3</translation>
    </message>
    <message>
        <source>Enter the semaphore&apos;s name.</source>
        <translation>请输入信号量的名称。</translation>
    </message>
    <message>
        <source>The name cannot be used: %1</source>
        <translation>无法使用该名称: %1</translation>
    </message>
    <message>
        <source>The name is too long (at most 200 characters).</source>
        <translation>名称太长 (最多 200 个字符)。</translation>
    </message>
    <message>
        <source>Choose a kind of semaphore.</source>
        <translation>请选择一种信号量。</translation>
    </message>
    <message>
        <source>Refused: the connection is read-only.</source>
        <translation>被拒绝: 连接为只读。</translation>
    </message>
    <message>
        <source>Refused: not connected.</source>
        <translation>被拒绝: 未连接。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation>未连接: 请先启动沙盒或连接到服务器。</translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands. Turn read-only off for this connection to acquire and release permits.</source>
        <translation>只读连接: CoordScope 只发送读命令。要获取和释放许可, 请关闭此连接的只读模式。</translation>
    </message>
    <message>
        <source>Acquire a permit (Ctrl+Shift+A)</source>
        <translation>获取一个许可 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Release the oldest permit acquired here (Ctrl+Shift+R)</source>
        <translation>释放在此获取的最早的许可 (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Acquiring a permit on %1…</source>
        <translation>正在获取 %1 上的一个许可…</translation>
    </message>
    <message>
        <source>Acquire a %1 permit on %2</source>
        <translation>获取 %2 上的一个 %1 许可</translation>
    </message>
    <message>
        <source>Acquire failed: %1</source>
        <translation>获取失败: %1</translation>
    </message>
    <message>
        <source>Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; %7 held here</source>
        <translation>已获取 %1 上的一个许可 (%2): 持有者 %3, 排名 %4, 限额 %5, 租约 %6; 在此持有 %7 个</translation>
    </message>
    <message>
        <source>Refused on %1 (%2): %3</source>
        <translation>在 %1 (%2) 上被拒绝: %3</translation>
    </message>
    <message>
        <source>no permit free</source>
        <translation>没有空闲许可</translation>
    </message>
    <message>
        <source>Releasing a permit on %1…</source>
        <translation>正在释放 %1 上的一个许可…</translation>
    </message>
    <message>
        <source>Release a %1 permit on %2</source>
        <translation>释放 %2 上的一个 %1 许可</translation>
    </message>
    <message>
        <source>Release failed: %1</source>
        <translation>释放失败: %1</translation>
    </message>
    <message>
        <source>Released holder %1 on %2; %3 held here</source>
        <translation>已释放 %2 上的持有者 %1; 在此持有 %3 个</translation>
    </message>
    <message>
        <source>Holder %1 on %2 had already expired and was cleaned up: %3</source>
        <translation>%2 上的持有者 %1 已过期并被清理: %3</translation>
    </message>
    <message>
        <source>Not run: the connection changed or the action was cancelled.</source>
        <translation>未执行: 连接已改变或操作已取消。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败: %1</translation>
    </message>
</context>
<context>
    <name>SemaphoreCommands</name>
    <message>
        <source>not acquired: %1</source>
        <translation>未获取到：%1</translation>
    </message>
    <message>
        <source>acquired holder %1 rank %2 of limit %3, lease %4 ms</source>
        <translation>已获取，持有者 %1，排名 %2，上限 %3，租约 %4 ms</translation>
    </message>
    <message>
        <source> counter %1</source>
        <translation> 计数器 %1</translation>
    </message>
    <message>
        <source>%1 of %2 permits free</source>
        <translation>%2 个许可中 %1 个空闲</translation>
    </message>
    <message>
        <source> age %1 ms</source>
        <translation> 时长 %1 ms</translation>
    </message>
    <message>
        <source> lease left %1 ms</source>
        <translation> 租约剩余 %1 ms</translation>
    </message>
    <message>
        <source> (expired)</source>
        <translation> （已过期）</translation>
    </message>
    <message>
        <source>--clock-offset is for the clock-based kinds basic, fair and locked, not %1</source>
        <translation>--clock-offset 用于基于时钟的类型 basic、fair 和 locked，而不是 %1</translation>
    </message>
    <message>
        <source>--clock-offset must be a whole number of milliseconds (negative: behind), not &quot;%1&quot;</source>
        <translation>--clock-offset 必须是整数毫秒（负数：落后），而不是“%1”</translation>
    </message>
    <message>
        <source>release/refresh needs --holder ID (printed by acquire)</source>
        <translation>release/refresh 需要 --holder ID（由 acquire 打印）</translation>
    </message>
    <message>
        <source>--hold %1 ms is longer than the lease (--lease %2 ms) and nothing refreshes it: the permit expires while held</source>
        <translation>--hold %1 ms 比租约（--lease %2 ms）长，而且没有东西续约：许可会在持有期间过期</translation>
    </message>
    <message>
        <source>; held %1 ms, %2</source>
        <translation>；持有了 %1 ms，%2</translation>
    </message>
    <message>
        <source>Counting semaphores: every variant, clock-based and safe.</source>
        <translation>计数信号量：每种变体，基于时钟的和安全的。</translation>
    </message>
    <message>
        <source>Semaphore variant: %1 (default atomic).</source>
        <translation>信号量变体：%1（默认 atomic）。</translation>
    </message>
    <message>
        <source>Number of permits (acquire, status).</source>
        <translation>许可数（acquire、status）。</translation>
    </message>
    <message>
        <source>Lease in milliseconds (default 10000); for refresh, the new lease.</source>
        <translation>租约，单位毫秒（默认 10000）；对 refresh 是新的租约。</translation>
    </message>
    <message>
        <source>refresh: the lease the permit was acquired with (default 10000).</source>
        <translation>refresh：获取许可时使用的租约（默认 10000）。</translation>
    </message>
    <message>
        <source>Keep trying to acquire this long (default 0: once).</source>
        <translation>持续尝试获取这么长时间（默认 0：一次）。</translation>
    </message>
    <message>
        <source>acquire: hold the permit this long, release it, and print both times.</source>
        <translation>acquire：持有许可这么长时间，然后释放，并打印两个时间。</translation>
    </message>
    <message>
        <source>Holder id to release or refresh (printed by acquire).</source>
        <translation>要释放或续约的持有者 ID（由 acquire 打印）。</translation>
    </message>
    <message>
        <source>basic, fair, locked: run this client&apos;s clock MS ahead (negative: behind).</source>
        <translation>basic、fair、locked：让这个客户端的时钟快 MS 毫秒（负数：慢）。</translation>
    </message>
    <message>
        <source>usage: semaphore acquire|release|refresh|status NAME --limit N [options]</source>
        <translation>用法：semaphore acquire|release|refresh|status NAME --limit N [options]</translation>
    </message>
    <message>
        <source>unknown semaphore action &quot;%1&quot; (acquire, release, refresh, status)</source>
        <translation>未知的 semaphore 操作“%1”（acquire、release、refresh、status）</translation>
    </message>
    <message>
        <source>semaphore %1 needs --limit N</source>
        <translation>semaphore %1 需要 --limit N</translation>
    </message>
    <message>
        <source>--limit is too large: %1</source>
        <translation>--limit 太大：%1</translation>
    </message>
    <message>
        <source>refreshed to %1 ms</source>
        <translation>已续约到 %1 ms</translation>
    </message>
    <message>
        <source>lost: </source>
        <translation>已丢失：</translation>
    </message>
</context>
<context>
    <name>SemaphoreDemo</name>
    <message>
        <source>demo semaphore %1 refused a permit: %2</source>
        <translation>演示信号量 %1 拒绝了一个许可：%2</translation>
    </message>
</context>
<context>
    <name>SemaphoreHoldings</name>
    <message>
        <source>CoordScope holds no %1 permit on %2 to release</source>
        <translation>CoordScope 在 %2 上没有持有可释放的 %1 许可</translation>
    </message>
</context>
<context>
    <name>SemaphoreKind</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>未知 (%1)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Its :semlock key exists: only the locked semaphore writes one.</source>
        <translation>存在它的 :semlock 键: 只有 locked 信号量会写入该键。</translation>
    </message>
    <message>
        <source>An :owners set is written by the fair and the locked semaphore; the locked one&apos;s :semlock key exists only while an acquire runs.</source>
        <translation>fair 和 locked 信号量都会写入 :owners 集合; locked 信号量的 :semlock 键只在获取操作运行期间存在。</translation>
    </message>
    <message>
        <source>Its holders are scored by a counter and it has a :counter or :lease: key: only ttl-keys writes those.</source>
        <translation>它的持有者按计数器打分, 且存在 :counter 或 :lease: 键: 只有 ttl-keys 会写入这些键。</translation>
    </message>
    <message>
        <source>Its holders did not read as scored by time, yet it has neither the :counter of ttl-keys nor the :owners of fair: the keys do not tell.</source>
        <translation>它的持有者看起来不是按时间打分的, 但它既没有 ttl-keys 的 :counter, 也没有 fair 的 :owners: 无法从键判断。</translation>
    </message>
    <message>
        <source>Only a :holders set scored by time: the basic semaphore scores the acquire time, the atomic one the expiry, and the keys cannot tell which.</source>
        <translation>只有按时间打分的 :holders 集合: basic 信号量记录获取时间, atomic 信号量记录过期时间, 无法从键判断是哪一种。</translation>
    </message>
    <message>
        <source>No :holders set: the keys do not say which kind wrote them.</source>
        <translation>没有 :holders 集合: 无法从键判断是哪种信号量写入的。</translation>
    </message>
</context>
<context>
    <name>SemaphoreMembersModel</name>
    <message>
        <source>counter %1</source>
        <translation>计数器 %1</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>%1 后过期</translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation>%1 前已过期</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>beyond limit</source>
        <translation>超出限额</translation>
    </message>
    <message>
        <source>expired, not cleaned</source>
        <translation>已过期, 未清理</translation>
    </message>
    <message>
        <source>Ranked past the limit but still in the set: it should not hold a permit</source>
        <translation>排名超出限额但仍在集合中: 它不应持有许可</translation>
    </message>
    <message>
        <source>Past its lease; the next acquire removes it</source>
        <translation>已超过租约; 下一次获取会将其移除</translation>
    </message>
    <message>
        <source>Lease TTL (ms)</source>
        <translation>租约 TTL (毫秒)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation>过期时间</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时间</translation>
    </message>
    <message>
        <source>Lease TTL</source>
        <translation>租约 TTL</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>SemaphoreRankChart</name>
    <message>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Beyond limit</source>
        <translation>超出限额</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>限额 %1</translation>
    </message>
    <message>
        <source>No members</source>
        <translation>没有成员</translation>
    </message>
    <message>
        <source>%1 by rank</source>
        <translation>按排名的%1</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>%1, first %2 of %3</source>
        <translation>%1, 共 %3 个, 显示前 %2 个</translation>
    </message>
</context>
<context>
    <name>SemaphoreTableModel</name>
    <message>
        <source>%1 Seen as %2 earlier: its keys then said so.</source>
        <translation>%1 之前曾被识别为 %2: 当时它的键是这样显示的。</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1 (推测)</translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation>读取失败: %1</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>布局: %1</translation>
    </message>
    <message>
        <source>This layout does not store its limit: this is the limit CoordScope last used on it</source>
        <translation>此布局不存储限额: 这是 CoordScope 上次对它使用的限额</translation>
    </message>
    <message>
        <source>Members past their lease that no acquire has cleaned up yet</source>
        <translation>已超过租约但尚未被任何获取操作清理的成员</translation>
    </message>
    <message>
        <source>Live members ranked at or past the limit: they should not hold a permit</source>
        <translation>排名达到或超过限额的存活成员: 它们不应持有许可</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限额</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Beyond limit</source>
        <translation>超出限额</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>SemaphoresView</name>
    <message>
        <source>semaphores view</source>
        <translation>信号量视图</translation>
    </message>
    <message>
        <source>Export semaphores as CSV…</source>
        <translation>将信号量导出为 CSV…</translation>
    </message>
    <message>
        <source>Export members as CSV…</source>
        <translation>将成员导出为 CSV…</translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation>将图表导出为 PNG…</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演练场</translation>
    </message>
    <message>
        <source>Filter by name, layout, kind or notes</source>
        <translation>按名称、布局、类型或备注筛选</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Copy &amp;holder ids</source>
        <translation>复制持有者 ID(&amp;H)</translation>
    </message>
    <message>
        <source>Load semaphore demo data</source>
        <translation>加载信号量演示数据</translation>
    </message>
    <message>
        <source>Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder beyond its limit, and two with expired members not yet cleaned up</source>
        <translation>在 cs:{sem-demo-…} 下写入几个信号量: 一个 basic 信号量、一个有持有者超出限额的公平信号量, 以及两个有已过期但尚未清理的成员的信号量</translation>
    </message>
    <message>
        <source>Demo data loaded: %1 semaphores</source>
        <translation>已加载演示数据: %1 个信号量</translation>
    </message>
    <message>
        <source>Select a semaphore to see its members</source>
        <translation>选择一个信号量以查看其成员</translation>
    </message>
    <message>
        <source>%1 is gone (its keys vanished or changed type)</source>
        <translation>%1 已不存在 (其键已消失或类型已改变)</translation>
    </message>
    <message>
        <source> · limit %1 (assumed)</source>
        <translation> · 限额 %1 (推测)</translation>
    </message>
    <message>
        <source> · limit %1</source>
        <translation> · 限额 %1</translation>
    </message>
    <message>
        <source>Notes: </source>
        <translation>备注: </translation>
    </message>
    <message>
        <source>its semaphores.</source>
        <translation>其中的信号量。</translation>
    </message>
    <message>
        <source>Looking for semaphores…</source>
        <translation>正在查找信号量…</translation>
    </message>
    <message>
        <source>No semaphores found in this database</source>
        <translation>此数据库中没有找到信号量</translation>
    </message>
    <message>
        <source>This view shows counting semaphores (CoordScope&apos;s, Redisson&apos;s RSemaphore and RPermitExpirableSemaphore, Redis in Action&apos;s): each one&apos;s members in rank order with their age or counter, the limit, and the members beyond the limit or expired but not yet cleaned up.</source>
        <translation>此视图显示计数信号量 (CoordScope 自己的、Redisson 的 RSemaphore 和 RPermitExpirableSemaphore、Redis 实战的): 每个信号量按排名排列的成员及其存在时间或计数器、限额, 以及超出限额或已过期但尚未清理的成员。</translation>
    </message>
    <message>
        <source>Load demo data writes a semaphore of each kind with a few holders.</source>
        <translation>加载演示数据会写入每种类型的一个信号量, 各带几个持有者。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n member(s)</source>
        <translation>
            <numerusform>%1 · %n 个成员</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SentinelFailoverModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>From</source>
        <translation>原主节点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>新主节点</translation>
    </message>
    <message>
        <source>Learnt from</source>
        <translation>获知来源</translation>
    </message>
    <message>
        <source>+switch-master from sentinel %1</source>
        <translation>来自哨兵 %1 的 +switch-master</translation>
    </message>
    <message>
        <source>sentinel %1, asked at a reconnect</source>
        <translation>哨兵 %1, 在重连时询问</translation>
    </message>
</context>
<context>
    <name>SentinelReplicaModel</name>
    <message>
        <source>Replica</source>
        <translation>从节点</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>Link to master</source>
        <translation>与主节点的连接</translation>
    </message>
    <message>
        <source>Replication offset</source>
        <translation>复制偏移量</translation>
    </message>
    <message>
        <source>Lag (bytes)</source>
        <translation>延迟 (字节)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The master&apos;s offset could not be read (INFO replication on the master)</source>
        <translation>无法读取主节点的偏移量 (主节点上的 INFO replication)</translation>
    </message>
</context>
<context>
    <name>SentinelView</name>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Read the status from the sentinels now (read commands only)</source>
        <translation>立即从哨兵读取状态 (仅读命令)</translation>
    </message>
    <message>
        <source>Master:</source>
        <translation>主节点:</translation>
    </message>
    <message>
        <source>Quorum:</source>
        <translation>法定人数:</translation>
    </message>
    <message>
        <source>Sentinels:</source>
        <translation>哨兵:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replicas&lt;/b&gt;: the lag is how many bytes of the master&apos;s replication stream each has not acknowledged yet; a write acknowledged by the master alone is lost if it fails over to a replica that lags.</source>
        <translation>&lt;b&gt;从节点&lt;/b&gt;: 延迟是指每个从节点尚未确认的主节点复制流字节数; 如果故障转移到一个有延迟的从节点, 只被主节点确认的写入会丢失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Failovers seen&lt;/b&gt; by this connection: announced by a sentinel on +switch-master (the client goes to the new master at once), or found when the sentinels were asked again at a reconnect.</source>
        <translation>此连接看到的&lt;b&gt;故障转移&lt;/b&gt;: 由哨兵通过 +switch-master 宣布 (客户端立即转到新主节点), 或在重连时重新询问哨兵时发现。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; at %2 · flags: %3</source>
        <translation>“%1” 位于 %2 · 标志: %3</translation>
    </message>
    <message>
        <source>%1 sentinels must agree that the master is down · CKQUORUM: %2</source>
        <translation>需要 %1 个哨兵同意主节点已下线 · CKQUORUM: %2</translation>
    </message>
    <message>
        <source>%1 (answered this read)</source>
        <translation>%1 (应答了本次读取)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Reading the Sentinel status failed: %1</source>
        <translation>读取哨兵状态失败: %1</translation>
    </message>
    <message>
        <source>the sentinels of %1</source>
        <translation>%1 的哨兵</translation>
    </message>
    <message>
        <source>sentinel %1</source>
        <translation>哨兵 %1</translation>
    </message>
    <message>
        <source>Read every %1 s from %2 while this tab is shown (SENTINEL MASTER, REPLICAS, SENTINELS, CKQUORUM; INFO replication on the master)</source>
        <translation>此标签页显示期间每 %1 秒从 %2 读取一次 (SENTINEL MASTER、REPLICAS、SENTINELS、CKQUORUM; 主节点上的 INFO replication)</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>读取中…</translation>
    </message>
    <message>
        <source>last read %1</source>
        <translation>上次读取 %1</translation>
    </message>
    <message>
        <source>asking the sentinels…</source>
        <translation>正在询问哨兵…</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>Connect through Redis Sentinel (a redis+sentinel:// URL) to see the master its sentinels monitor, the quorum, the replicas and their lag, and the failovers the connection follows.</source>
        <translation>通过 Redis 哨兵连接 (redis+sentinel:// URL), 即可查看其哨兵监控的主节点、法定人数、从节点及其延迟, 以及连接跟随的故障转移。</translation>
    </message>
    <message>
        <source>Not a Sentinel connection</source>
        <translation>不是哨兵连接</translation>
    </message>
    <message>
        <source>%1 is reached directly, not through Redis Sentinel. Connect with a redis+sentinel://HOST:26379/MASTER URL to see its sentinels here.</source>
        <translation>%1 是直接连接的, 而不是通过 Redis 哨兵。使用 redis+sentinel://HOST:26379/MASTER URL 连接即可在此查看其哨兵。</translation>
    </message>
</context>
<context>
    <name>ServerCommands</name>
    <message>
        <source>Check that the server answers, and how fast.</source>
        <translation>检查服务器是否应答，以及有多快。</translation>
    </message>
    <message>
        <source>Show the server&apos;s INFO (all of it, or one section).</source>
        <translation>显示服务器的 INFO（全部，或一个部分）。</translation>
    </message>
    <message>
        <source>Show a Redis Cluster&apos;s masters, their slots, keys and replicas.</source>
        <translation>显示 Redis 集群的主节点、它们的槽、键和从节点。</translation>
    </message>
    <message>
        <source>Show what the sentinels of a redis+sentinel:// URL say: the master, its replicas and their lag, the other sentinels, the quorum.</source>
        <translation>显示 redis+sentinel:// URL 的哨兵报告的内容：主节点、它的从节点及其延迟、其他哨兵、法定人数。</translation>
    </message>
    <message>
        <source>%1 (%2 ms)</source>
        <translation>%1 (%2 ms)</translation>
    </message>
    <message>
        <source>the server has no INFO section &quot;%1&quot;</source>
        <translation>服务器没有 INFO 部分“%1”</translation>
    </message>
    <message>
        <source>cluster takes no arguments, not &quot;%1&quot;</source>
        <translation>cluster 不接受参数，不接受“%1”</translation>
    </message>
    <message>
        <source>cluster=no: this connection does not treat %1 as a cluster</source>
        <translation>cluster=no：此连接不把 %1 当作集群</translation>
    </message>
    <message>
        <source>%1 is not a cluster node (INFO cluster: cluster_enabled is not 1)</source>
        <translation>%1 不是集群节点（INFO cluster：cluster_enabled 不是 1）</translation>
    </message>
    <message>
        <source>cluster_state %1 · %2 masters · %3 of 16384 slots served</source>
        <translation>cluster_state %1 · %2 个主节点 · 服务了 16384 个槽中的 %3 个</translation>
    </message>
    <message>
        <source>master %1  %2  slots %3 (%4)  %5</source>
        <translation>主节点 %1  %2  槽 %3（%4）  %5</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>keys unknown: </source>
        <translation>键数未知：</translation>
    </message>
    <message>
        <source>  FAILED</source>
        <translation>  失败</translation>
    </message>
    <message>
        <source>  replica %1  %2%3</source>
        <translation>  从节点 %1  %2%3</translation>
    </message>
    <message>
        <source>sentinel takes no arguments, not &quot;%1&quot;</source>
        <translation>sentinel 不接受参数，不接受“%1”</translation>
    </message>
    <message>
        <source>lag unknown</source>
        <translation>延迟未知</translation>
    </message>
    <message>
        <source>lag %1 B</source>
        <translation>延迟 %1 B</translation>
    </message>
    <message>
        <source>master &quot;%1&quot; %2  %3  (sentinel %4)</source>
        <translation>主节点“%1” %2  %3  （哨兵 %4）</translation>
    </message>
    <message>
        <source>quorum %1: %2</source>
        <translation>法定人数 %1：%2</translation>
    </message>
    <message>
        <source>  replica %1  %2  link %3  offset %4  %5</source>
        <translation>  从节点 %1  %2  链接 %3  偏移量 %4  %5</translation>
    </message>
    <message>
        <source>  sentinel %1  %2</source>
        <translation>  哨兵 %1  %2</translation>
    </message>
</context>
<context>
    <name>ServerInfo</name>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>ServerOverview</name>
    <message>
        <source>Uptime</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>Connected clients</source>
        <translation>已连接客户端</translation>
    </message>
    <message>
        <source>Used memory</source>
        <translation>已用内存</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Keys per database</source>
        <translation>各数据库的键数</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation>每秒操作数</translation>
    </message>
    <message>
        <source>Commands processed</source>
        <translation>已处理命令数</translation>
    </message>
    <message>
        <source>Connections received</source>
        <translation>已接收连接数</translation>
    </message>
    <message>
        <source>Blocked clients</source>
        <translation>阻塞的客户端</translation>
    </message>
    <message>
        <source>Keyspace hits</source>
        <translation>键空间命中</translation>
    </message>
    <message>
        <source>Keyspace misses</source>
        <translation>键空间未命中</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>TCP port</source>
        <translation>TCP 端口</translation>
    </message>
    <message>
        <source>Process id</source>
        <translation>进程 ID</translation>
    </message>
    <message>
        <source>Executable</source>
        <translation>可执行文件</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <source>Eviction policy</source>
        <translation>淘汰策略</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>This server holds no keys yet. Load demo data to see a few of every primitive in the tabs, try a lock in the Locks tab, or run a scenario in the Playground.</source>
        <translation>此服务器还没有键。加载演示数据即可在各标签页中看到几个各类原语, 也可以在“锁”标签页中试用锁, 或在演练场中运行一个场景。</translation>
    </message>
    <message>
        <source>Redis (version unknown)</source>
        <translation>Redis (版本未知)</translation>
    </message>
    <message>
        <source>Redis %1</source>
        <translation>Redis %1</translation>
    </message>
    <message>
        <source>The server refuses INFO (%1): no server figures; asked again every %2 s</source>
        <translation>服务器拒绝 INFO (%1): 没有服务器数据; 每 %2 秒重新询问一次</translation>
    </message>
    <message>
        <source>Reading INFO…</source>
        <translation>正在读取 INFO…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>正在启动沙盒…</translation>
    </message>
    <message>
        <source>A private redis-server for experiments, gone when CoordScope quits.</source>
        <translation>一个用于实验的私有 redis-server, CoordScope 退出时随之消失。</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>连接已断开, 正在重连…</translation>
    </message>
    <message>
        <source>The summary comes back as soon as %1 answers again.</source>
        <translation>%1 再次应答后, 摘要会立即恢复。</translation>
    </message>
    <message>
        <source>Start a private sandbox server to experiment safely, or connect to a Redis server you run.</source>
        <translation>启动一个私有的沙盒服务器以便安全地实验, 或连接到你运行的 Redis 服务器。</translation>
    </message>
    <message>
        <source>sandbox on %1</source>
        <translation>沙盒位于 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>db%1    %2 keys, %3 with a TTL</source>
        <translation>db%1    %2 个键, %3 个带 TTL</translation>
    </message>
    <message>
        <source>No keys in any database.</source>
        <translation>所有数据库中都没有键。</translation>
    </message>
    <message>
        <source>Updated %1 · refreshed every %2 s</source>
        <translation>更新于 %1 · 每 %2 秒刷新</translation>
    </message>
</context>
<context>
    <name>ServerSession</name>
    <message>
        <source>the sandbox is not running</source>
        <translation>沙盒未在运行</translation>
    </message>
    <message>
        <source>the sandbox did not say where it saved</source>
        <translation>沙盒没有说明它保存在哪里</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>the sandbox redis-server exited unexpectedly (exit code %1)</source>
        <translation>沙盒 redis-server 意外退出 (退出码 %1)</translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message>
        <source>Read-only: CoordScope sends only read commands to this server. Connection › Read-only turns it off for this connection.</source>
        <translation>只读: CoordScope 只向此服务器发送读命令。“连接 › 只读”可以为此连接关闭只读。</translation>
    </message>
    <message>
        <source>TLS unverified</source>
        <translation>TLS 未验证</translation>
    </message>
    <message>
        <source>TLS without certificate verification (verify=no): the server&apos;s certificate is not checked, so the server is not authenticated and anyone on the path can read and change this connection. Use ca= (or the system&apos;s CAs) and leave verify on.</source>
        <translation>TLS 未验证证书 (verify=no): 不检查服务器的证书, 因此服务器未经认证, 路径上的任何人都能读取和更改此连接的内容。请使用 ca= (或系统的 CA) 并保持验证开启。</translation>
    </message>
    <message>
        <source>A Redis Cluster: each command goes to the master of its keys&apos; slot, and discovery and the key browser scan every master (the Cluster tab shows the nodes)</source>
        <translation>Redis 集群: 每条命令都发往其键所在槽的主节点, 发现过程和键浏览器会扫描每个主节点 (“集群”标签页显示各节点)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 位于 %2</translation>
    </message>
    <message>
        <source>no server</source>
        <translation>没有服务器</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>connected, but %1</source>
        <translation>已连接, 但%1</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>connecting (starting redis-server)</source>
        <translation>正在连接 (正在启动 redis-server)</translation>
    </message>
    <message>
        <source>reconnecting (attempt %1, next in %2 ms)</source>
        <translation>正在重连 (第 %1 次尝试, %2 毫秒后进行下一次)</translation>
    </message>
    <message>
        <source>disconnected: %1</source>
        <translation>已断开: %1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>Redis %1</source>
        <translation>Redis %1</translation>
    </message>
    <message>
        <source>RTT –</source>
        <translation>RTT –</translation>
    </message>
    <message>
        <source>load %1 % · %2 cmd/s</source>
        <translation>负载 %1 % · %2 命令/秒</translation>
    </message>
    <message>
        <source>The load CoordScope puts on this server, over the last %1 s: commands per second, and the share of one server core its commands took (measured from their round trips less the network&apos;s: an estimate).
Inspector budget: %2 (Connection › Load budget…; Scan now in the Inspector runs one pass without it).</source>
        <translation>最近 %1 秒内 CoordScope 给此服务器带来的负载: 每秒命令数, 以及其命令占用服务器一个核心的份额 (由往返时间减去网络时间测得: 一个估计值)。
检查器预算: %2 (连接 › 负载预算…; 检查器中的“立即扫描”会不受预算限制地运行一轮)。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>RTT %1 ms</source>
        <translation>RTT %1 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>cluster · %n master(s)</source>
        <translation>
            <numerusform>集群 · %n 个主节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>适用位置</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>任何位置</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>清空筛选框</translation>
    </message>
    <message>
        <source>In a filter box</source>
        <translation>在筛选框中</translation>
    </message>
</context>
<context>
    <name>SimulateCommands</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not %4</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，而不是 %4</translation>
    </message>
    <message>
        <source>--seconds must be a number of seconds above 0 and at most %1 (decimals allowed, e.g. 1.5), not %2</source>
        <translation>--seconds 必须是大于 0、最多 %1 的秒数（可以有小数，例如 1.5），而不是 %2</translation>
    </message>
    <message>
        <source>unknown scenario %1 (known: %2)</source>
        <translation>未知的场景 %1（已知：%2）</translation>
    </message>
    <message>
        <source>--%1 is for custom runs (--primitive); a scenario&apos;s case decides it: pick one with --kind (cases of %2: %3)</source>
        <translation>--%1 用于自定义运行（--primitive）；场景的案例决定了它：用 --kind 选择一个（%2 的案例：%3）</translation>
    </message>
    <message>
        <source>scenario %1 has no case %2 (cases: %3)</source>
        <translation>场景 %1 没有案例 %2（案例：%3）</translation>
    </message>
    <message>
        <source>--primitive must be one of lock, semaphore, queue, delayed-queue, rate-limiter, not %1</source>
        <translation>--primitive 必须是 lock、semaphore、queue、delayed-queue、rate-limiter 之一，而不是 %1</translation>
    </message>
    <message>
        <source>--kind must be a variant of %1: %2%3</source>
        <translation>--kind 必须是 %1 的变体：%2%3</translation>
    </message>
    <message>
        <source>--nodes, --replicated, --cluster and --sentinel are different layouts: give one</source>
        <translation>--nodes、--replicated、--cluster 和 --sentinel 是不同的布局：只给一个</translation>
    </message>
    <message>
        <source>--kind redlock runs on servers the playground starts: add --nodes N (e.g. 5)</source>
        <translation>--kind redlock 运行在演练场启动的服务器上：请加上 --nodes N（例如 5）</translation>
    </message>
    <message>
        <source>--kind synced needs a replica: add --replicated (or --cluster, --sentinel)</source>
        <translation>--kind synced 需要一个从节点：请加上 --replicated（或 --cluster、--sentinel）</translation>
    </message>
    <message>
        <source>the lock kinds token, fenced and synced</source>
        <translation>锁类型 token、fenced 和 synced</translation>
    </message>
    <message>
        <source>--kind fenced, the lock with fencing numbers</source>
        <translation>--kind fenced，带 fencing 编号的锁</translation>
    </message>
    <message>
        <source>give --scenario or --primitive, not both</source>
        <translation>给出 --scenario 或 --primitive，不要同时给出</translation>
    </message>
    <message>
        <source>give --scenario NAME|NUMBER, --primitive P --kind VARIANT, or --list</source>
        <translation>给出 --scenario NAME|NUMBER、--primitive P --kind VARIANT，或 --list</translation>
    </message>
    <message>
        <source>semaphores and rate limiters</source>
        <translation>信号量和限流器</translation>
    </message>
    <message>
        <source>rate limiters</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>queues and delayed queues</source>
        <translation>队列和延时队列</translation>
    </message>
    <message>
        <source>--name must not contain &apos;:&apos;</source>
        <translation>--name 不能包含 &apos;:&apos;</translation>
    </message>
    <message>
        <source>--client %1: starts with a client number from 0 to %2 and a colon, e.g. 0:hold=500</source>
        <translation>--client %1：以 0 到 %2 的客户端编号和一个冒号开头，例如 0:hold=500</translation>
    </message>
    <message>
        <source>--fault %1: needs a replica the playground starts (--replicated%2)</source>
        <translation>--fault %1：需要演练场启动的从节点（--replicated%2）</translation>
    </message>
    <message>
        <source>, --cluster or --sentinel</source>
        <translation>、--cluster 或 --sentinel</translation>
    </message>
    <message>
        <source>--fault %1: server faults need servers the playground starts itself (--nodes N, --replicated or --cluster), never a server you connected to</source>
        <translation>--fault %1：服务器故障需要演练场自己启动的服务器（--nodes N、--replicated 或 --cluster），绝不能是你连接的服务器</translation>
    </message>
    <message>
        <source>this run uses servers the playground starts itself (--nodes, --replicated, --cluster or the scenario&apos;s layout): leave out --url</source>
        <translation>这次运行使用演练场自己启动的服务器（--nodes、--replicated、--cluster 或场景的布局）：请去掉 --url</translation>
    </message>
    <message>
        <source>   --kind %1 (%2%3): %4</source>
        <translation>   --kind %1（%2%3）：%4</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>，默认</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1: %2</translation>
    </message>
    <message>
        <source>%1 independent redis-servers the playground started (and stopped)</source>
        <translation>演练场启动（并停止）的 %1 个独立 redis-server</translation>
    </message>
    <message>
        <source>a master and a replica the playground started (and stopped)</source>
        <translation>演练场启动（并停止）的一个主节点和一个从节点</translation>
    </message>
    <message>
        <source>a Redis Cluster of 3 masters and 3 replicas the playground started (and stopped)</source>
        <translation>演练场启动（并停止）的 3 主 3 从 Redis 集群</translation>
    </message>
    <message>
        <source>a master, 2 replicas and 3 sentinels the playground started (and stopped)</source>
        <translation>演练场启动（并停止）的一个主节点、2 个从节点和 3 个哨兵</translation>
    </message>
    <message>
        <source>a private redis-server (stopped afterwards)</source>
        <translation>一个私有的 redis-server（之后停止）</translation>
    </message>
    <message>
        <source>Playground: simulated clients, faults and the safety checker&apos;s report (on a private redis-server unless --url is given). Exit 4: inconclusive, too many operations failed with an error.</source>
        <translation>演练场：模拟客户端、故障和安全性检查器的报告（除非给出 --url，否则在私有 redis-server 上）。退出码 4：结论不可靠，太多操作因错误而失败。</translation>
    </message>
    <message>
        <source>Re-check a playground history saved by simulate --history (no server needed). A history cut short (no trailer) or changed (trailer does not match) is refused with exit 1; exit 4: inconclusive, as for simulate.</source>
        <translation>重新检查 simulate --history 保存的演练场历史（不需要服务器）。被截断（没有尾部）或被改动（尾部不匹配）的历史会被拒绝，退出码 1；退出码 4：结论不可靠，同 simulate。</translation>
    </message>
    <message>
        <source>List the scenarios, their cases and what each shows.</source>
        <translation>列出场景、它们的案例以及每个展示的内容。</translation>
    </message>
    <message>
        <source>Run a scenario (see --list). --kind picks its case (default: the first, unsafe one); --seed, --clients, --seconds, --hold, --think, --ttl, --wait, --limit, --window, --producers, --subjects, --name, --distinct-names change its values and --fault adds to its faults; --primitive, --watchdog, --fenced, --nodes and --replicated are its case&apos;s to decide.</source>
        <translation>运行一个场景（见 --list）。--kind 选择它的案例（默认：第一个，不安全的那个）；--seed、--clients、--seconds、--hold、--think、--ttl、--wait、--limit、--window、--producers、--subjects、--name、--distinct-names 改变它的取值，--fault 增加它的故障；--primitive、--watchdog、--fenced、--nodes 和 --replicated 由它的案例决定。</translation>
    </message>
    <message>
        <source>NAME|NUMBER</source>
        <translation>NAME|NUMBER</translation>
    </message>
    <message>
        <source>A custom run: lock, semaphore, queue, delayed-queue or rate-limiter (with --kind).</source>
        <translation>自定义运行：lock、semaphore、queue、delayed-queue 或 rate-limiter（配合 --kind）。</translation>
    </message>
    <message>
        <source>The scenario&apos;s case, or the primitive&apos;s variant.</source>
        <translation>场景的案例，或原语的变体。</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>随机种子（默认 1）。</translation>
    </message>
    <message>
        <source>Simulated clients, 1 to 256 (default 4, or the scenario&apos;s).</source>
        <translation>模拟客户端数，1 到 256（默认 4，或场景的取值）。</translation>
    </message>
    <message>
        <source>How long the run lasts, e.g. 1.5 (default 3, or the scenario&apos;s).</source>
        <translation>运行持续多久，例如 1.5（默认 3，或场景的取值）。</translation>
    </message>
    <message>
        <source>A fault, repeatable: KIND[@TIME][,key=value...], kinds %1; keys client, node, for, by, p, step. E.g. crash@1s,client=0 or pause@500ms,client=1,for=1500ms or server-stop@2s,node=0 (server faults need --nodes or --replicated).</source>
        <translation>一个故障，可重复：KIND[@TIME][,key=value...]，类型 %1；键 client、node、for、by、p、step。例如 crash@1s,client=0 或 pause@500ms,client=1,for=1500ms 或 server-stop@2s,node=0（服务器故障需要 --nodes 或 --replicated）。</translation>
    </message>
    <message>
        <source>Time a grant is held (the work), ms: 30 or 20-80.</source>
        <translation>一次获准后持有的时间（工作），ms：30 或 20-80。</translation>
    </message>
    <message>
        <source>MS|MIN-MAX</source>
        <translation>MS|MIN-MAX</translation>
    </message>
    <message>
        <source>One client&apos;s own parameters, repeatable: N:KEY=VALUE,... with keys hold, think (ms or MIN-MAX), ttl, wait, retry (ms), watchdog, fenced. E.g. 2:hold=500,ttl=200. The other clients keep the run&apos;s.</source>
        <translation>某个客户端的自有参数，可重复：N:KEY=VALUE,...，键为 hold、think（ms 或 MIN-MAX）、ttl、wait、retry（ms）、watchdog、fenced。例如 2:hold=500,ttl=200。其他客户端沿用本次运行的参数。</translation>
    </message>
    <message>
        <source>N:PARAMS</source>
        <translation>N:PARAMS</translation>
    </message>
    <message>
        <source>Time between two operations, ms: 5 or 0-10.</source>
        <translation>两次操作之间的时间，ms：5 或 0-10。</translation>
    </message>
    <message>
        <source>Lease of a lock or permit, a queue&apos;s visibility (ms).</source>
        <translation>锁或许可的租约、队列的可见性超时（ms）。</translation>
    </message>
    <message>
        <source>How long one acquire keeps trying (ms).</source>
        <translation>一次获取持续尝试多长时间（ms）。</translation>
    </message>
    <message>
        <source>Semaphore permits; limiter admissions per window.</source>
        <translation>信号量的许可数；限流器每个窗口的放行数。</translation>
    </message>
    <message>
        <source>Rate limiter window (ms).</source>
        <translation>限流器窗口（ms）。</translation>
    </message>
    <message>
        <source>Queues: clients that produce (the rest consume).</source>
        <translation>队列：生产的客户端数（其余的消费）。</translation>
    </message>
    <message>
        <source>Rate limiters: subjects hit, each limited on its own.</source>
        <translation>限流器：被请求的主体数，每个各自限流。</translation>
    </message>
    <message>
        <source>The primitive&apos;s name (default playground). With --url (or $COORDSCOPE_URL) the run uses that server: it first deletes the keys of this name under the prefix and then writes only those. Without, it runs on a private redis-server it starts and stops.</source>
        <translation>原语的名称（默认 playground）。给出 --url（或 $COORDSCOPE_URL）时，运行使用那个服务器：先删除前缀下这个名称的键，然后只写这些键。没有时，它在自己启动和停止的私有 redis-server 上运行。</translation>
    </message>
    <message>
        <source>Locks: one lock name per client.</source>
        <translation>锁：每个客户端一个锁名称。</translation>
    </message>
    <message>
        <source>Locks token, fenced, synced: renew while held.</source>
        <translation>锁 token、fenced、synced：持有期间续约。</translation>
    </message>
    <message>
        <source>Lock fenced: write the fencing number to a resource.</source>
        <translation>锁 fenced：把 fencing 编号写入一个资源。</translation>
    </message>
    <message>
        <source>Run on N independent servers the playground starts (Redlock, server faults).</source>
        <translation>在演练场启动的 N 个独立服务器上运行（Redlock、服务器故障）。</translation>
    </message>
    <message>
        <source>Run on a master and a replica the playground starts (synced, replication-pause, failover).</source>
        <translation>在演练场启动的一个主节点和一个从节点上运行（synced、replication-pause、failover）。</translation>
    </message>
    <message>
        <source>Run on a Redis Cluster of 3 masters and 3 replicas the playground starts (server-stop of a master, replication-pause, cluster-failover, slot-migration).</source>
        <translation>在演练场启动的 3 主 3 从 Redis 集群上运行（主节点的 server-stop、replication-pause、cluster-failover、slot-migration）。</translation>
    </message>
    <message>
        <source>Run on a master, 2 replicas and 3 sentinels the playground starts; clients find the master through the sentinels (synced, server-stop or a pause of the master, replication-pause).</source>
        <translation>在演练场启动的一个主节点、2 个从节点和 3 个哨兵上运行；客户端通过哨兵找到主节点（synced、主节点的 server-stop 或暂停、replication-pause）。</translation>
    </message>
    <message>
        <source>Save the run&apos;s history: JSON Lines (check reads it), CSV when FILE ends in .csv. If it cannot be written, the report still prints, the history goes to a file in the temporary directory (named on stderr) and the exit status is 1.</source>
        <translation>保存运行的历史：JSON Lines（check 读取它），FILE 以 .csv 结尾时为 CSV。如果无法写入，报告照常打印，历史会写到临时目录中的一个文件（文件名打印在 stderr 上），退出状态为 1。</translation>
    </message>
    <message>
        <source>Check a history that was cut short or changed (its trailer missing or not matching) as far as it goes; the report says it is partial.</source>
        <translation>检查被截断或被改动的历史（尾部缺失或不匹配），能检查多少算多少；报告会说明它是部分的。</translation>
    </message>
    <message>
        <source>simulate takes no arguments, only options (got %1)</source>
        <translation>simulate 不接受参数，只接受选项（收到了 %1）</translation>
    </message>
    <message>
        <source>--list runs nothing: leave out --scenario and --primitive</source>
        <translation>--list 不运行任何东西：请去掉 --scenario 和 --primitive</translation>
    </message>
    <message>
        <source>the playground writes (its clients take locks, push items...): it does not run in read-only mode</source>
        <translation>演练场会写入（它的客户端获取锁、推入条目……）：它不在只读模式下运行</translation>
    </message>
    <message>
        <source>could not start a private redis-server (%1); give --url to run on a server of yours</source>
        <translation>无法启动私有 redis-server（%1）；给出 --url 以在你的服务器上运行</translation>
    </message>
    <message>
        <source>%1: the run was stopped early, as its time would end it: its clients released what they held</source>
        <translation>%1：运行被提前停止，就像时间到了一样：它的客户端释放了所持有的</translation>
    </message>
    <message>
        <source>--history: %1; the history could not be saved elsewhere either</source>
        <translation>--history：%1；历史也无法保存到别处</translation>
    </message>
    <message>
        <source>--history: %1; the history was saved to %2 instead</source>
        <translation>--history：%1；历史改为保存到 %2</translation>
    </message>
    <message>
        <source>usage: check [--allow-partial] HISTORY.jsonl</source>
        <translation>用法：check [--allow-partial] HISTORY.jsonl</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1: %2</translation>
    </message>
    <message>
        <source>variant %1 is none of scenario %2&apos;s cases (%3)</source>
        <translation>变体 %1 不是场景 %2 的任何案例（%3）</translation>
    </message>
    <message>
        <source>variant %1 runs in cases %2 of scenario %3 and the history does not say which</source>
        <translation>变体 %1 出现在场景 %3 的案例 %2 中，而历史没有说明是哪一个</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
</context>
<context>
    <name>SimulationReport</name>
    <message>
        <source>scenario %1 %2: %3</source>
        <translation>场景 %1 %2：%3</translation>
    </message>
    <message>
        <source>case %1 (%2): %3 %4</source>
        <translation>案例 %1（%2）：%3 %4</translation>
    </message>
    <message>
        <source>case unknown: %1 %2</source>
        <translation>案例未知：%1 %2</translation>
    </message>
    <message>
        <source>custom run: %1 %2</source>
        <translation>自定义运行：%1 %2</translation>
    </message>
    <message>
        <source>scenario %1 (not one of the playground&apos;s): %2 %3</source>
        <translation>场景 %1（不是演练场的场景）：%2 %3</translation>
    </message>
    <message>
        <source>PARTIAL history (%1): checked only what is there</source>
        <translation>部分历史（%1）：只检查了已有的部分</translation>
    </message>
    <message>
        <source>clients %1, %2 s</source>
        <translation>客户端 %1，%2 秒</translation>
    </message>
    <message>
        <source>operations %1 (%2), grants %3 (%4)</source>
        <translation>操作 %1（%2），获准 %3（%4）</translation>
    </message>
    <message>
        <source>waits: no attempts recorded</source>
        <translation>等待：没有记录到尝试</translation>
    </message>
    <message>
        <source>waits of %1 granted attempts: p50 %2, p99 %3, max %4; refused %5, waiting at end %6</source>
        <translation>%1 次获准尝试的等待：p50 %2，p99 %3，最大 %4；拒绝 %5，结束时仍在等待 %6</translation>
    </message>
    <message>
        <source>fairness: Jain index %1, %2 overtakes</source>
        <translation>公平性：Jain 指数 %1，%2 次超车</translation>
    </message>
    <message>
        <source>holders: at most %1 at once</source>
        <translation>持有者：同时最多 %1 个</translation>
    </message>
    <message>
        <source>items: %1 enqueued, %2 delivered (%3 deliveries, %4 redelivered), %5 acked, %6 duplicates, %7 lost</source>
        <translation>条目：入队 %1，已投递 %2（投递 %3 次，重新投递 %4 次），确认 %5，重复 %6，丢失 %7</translation>
    </message>
    <message>
        <source>hits: %1 admitted, %2 limited</source>
        <translation>请求：放行 %1，受限 %2</translation>
    </message>
    <message>
        <source>faults: %1</source>
        <translation>故障：%1</translation>
    </message>
    <message>
        <source>  ... and %1 more</source>
        <translation>  ……还有 %1 个</translation>
    </message>
    <message>
        <source>violations: none</source>
        <translation>违规：无</translation>
    </message>
    <message>
        <source>violations: %1 (%2)</source>
        <translation>违规：%1（%2）</translation>
    </message>
    <message>
        <source>  ... and %1 more (--json lists up to %2 of each kind)</source>
        <translation>  ……还有 %1 个（--json 每种最多列出 %2 个）</translation>
    </message>
    <message>
        <source>as expected: </source>
        <translation>符合预期：</translation>
    </message>
    <message>
        <source>NOT as expected: </source>
        <translation>不符合预期：</translation>
    </message>
    <message>
        <source>(%1 changed the scenario&apos;s values; it expects this for its own)</source>
        <translation>（%1 改变了场景的取值；场景对它自己的取值才有这个预期）</translation>
    </message>
</context>
<context>
    <name>SshPrompts</name>
    <message>
        <source>The SSH host %1 is not in %2.

Its %3 key has the fingerprint

    %4

Compare it with the fingerprint the host&apos;s administrator gives you (ssh-keygen -lf on the host&apos;s key). Trust this host, add its key to known_hosts and connect?</source>
        <translation>SSH 主机 %1 不在 %2 中。

它的 %3 密钥指纹为

    %4

请将其与主机管理员提供的指纹 (在主机密钥上运行 ssh-keygen -lf) 进行比较。要信任此主机, 把它的密钥加入 known_hosts 并连接吗?</translation>
    </message>
    <message>
        <source>Unknown SSH host</source>
        <translation>未知的 SSH 主机</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
    <message>
        <source>SSH key passphrase</source>
        <translation>SSH 密钥口令</translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation>%1 的口令:</translation>
    </message>
</context>
<context>
    <name>StructureCommands</name>
    <message>
        <source>%1 must be a whole number in [%2, %3], not &quot;%4&quot;</source>
        <translation>%1 必须是 [%2, %3] 内的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>%1 must be a number, not &quot;%2&quot;</source>
        <translation>%1 必须是数字，而不是“%2”</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>--bit needs a range: START END</source>
        <translation>--bit 需要一个范围：START END</translation>
    </message>
    <message>
        <source>a range is START END (both, inclusive)</source>
        <translation>范围是 START END（两者都要，包含端点）</translation>
    </message>
    <message>
        <source>argument %1 (&quot;%2&quot;) is not valid UTF-8</source>
        <translation>参数 %1（“%2”）不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the value of --%1 is not valid UTF-8</source>
        <translation>--%1 的值不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>Bitmaps: SETBIT, GETBIT, BITCOUNT, BITPOS (byte or --bit ranges).</source>
        <translation>位图：SETBIT、GETBIT、BITCOUNT、BITPOS（字节或 --bit 范围）。</translation>
    </message>
    <message>
        <source>count/pos: START END are bits, not bytes.</source>
        <translation>count/pos：START END 是位，而不是字节。</translation>
    </message>
    <message>
        <source>HyperLogLog: PFADD, PFCOUNT (of a union), PFMERGE; 0.81% error.</source>
        <translation>HyperLogLog：PFADD、PFCOUNT（可对并集）、PFMERGE；误差 0.81%。</translation>
    </message>
    <message>
        <source>Bloom filters on a plain bitmap: --capacity N --error-rate P.</source>
        <translation>基于普通位图的布隆过滤器：--capacity N --error-rate P。</translation>
    </message>
    <message>
        <source>create: expected number of items.</source>
        <translation>create：预期的条目数。</translation>
    </message>
    <message>
        <source>create: target false-positive rate, in (0, 1).</source>
        <translation>create：目标误判率，在 (0, 1) 之间。</translation>
    </message>
    <message>
        <source>Geo: GEOADD, GEOSEARCH by --radius or --width/--height, GEODIST.</source>
        <translation>Geo：GEOADD、按 --radius 或 --width/--height 的 GEOSEARCH、GEODIST。</translation>
    </message>
    <message>
        <source>search: radius in metres.</source>
        <translation>search：半径，单位米。</translation>
    </message>
    <message>
        <source>search: box width in metres.</source>
        <translation>search：矩形宽度，单位米。</translation>
    </message>
    <message>
        <source>search: box height in metres.</source>
        <translation>search：矩形高度，单位米。</translation>
    </message>
    <message>
        <source>search: at most N places (default: all).</source>
        <translation>search：最多 N 个地点（默认：全部）。</translation>
    </message>
    <message>
        <source>the bit value</source>
        <translation>位的值</translation>
    </message>
    <message>
        <source>bit %1 = %2 (was %3)</source>
        <translation>位 %1 = %2（原为 %3）</translation>
    </message>
    <message>
        <source>merged; count %1</source>
        <translation>已合并；计数 %1</translation>
    </message>
    <message>
        <source>bloom create needs --capacity N and --error-rate P</source>
        <translation>bloom create 需要 --capacity N 和 --error-rate P</translation>
    </message>
    <message>
        <source>--capacity and --error-rate are for bloom create (the filter keeps its own)</source>
        <translation>--capacity 和 --error-rate 用于 bloom create（过滤器保留自己的取值）</translation>
    </message>
    <message>
        <source>m=%1 bits (%2 bytes), k=%3, capacity %4, error rate %5</source>
        <translation>m=%1 位（%2 字节），k=%3，容量 %4，误判率 %5</translation>
    </message>
    <message>
        <source>created: </source>
        <translation>已创建：</translation>
    </message>
    <message>
        <source>exists: </source>
        <translation>已存在：</translation>
    </message>
    <message>
        <source>; %1 bits set, about %2 items</source>
        <translation>；已置位 %1 位，约 %2 个条目</translation>
    </message>
    <message>
        <source>already present (probably)</source>
        <translation>已存在（很可能）</translation>
    </message>
    <message>
        <source>%1 new of %2</source>
        <translation>%2 个中 %1 个是新的</translation>
    </message>
    <message>
        <source>unknown (a member is missing)</source>
        <translation>未知（缺少一个成员）</translation>
    </message>
    <message>
        <source>geo search needs --radius M, or --width M and --height M</source>
        <translation>geo search 需要 --radius M，或 --width M 和 --height M</translation>
    </message>
    <message>
        <source>--limit is too large</source>
        <translation>--limit 太大</translation>
    </message>
    <message>
        <source>--%1 must be a positive number of metres, not %2</source>
        <translation>--%1 必须是以米为单位的正数，而不是 %2</translation>
    </message>
</context>
<context>
    <name>UserLayoutRule</name>
    <message>
        <source>user rule </source>
        <translation>用户规则 </translation>
    </message>
    <message>
        <source>user rule (GUI settings, or --rule on the command line)</source>
        <translation>用户规则（GUI 设置，或命令行上的 --rule）</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot;: %2 (write GLOB=KIND, e.g. &quot;jobs:*:lock=lock&quot;)</source>
        <translation>规则“%1”：%2（写成 GLOB=KIND，例如 &quot;jobs:*:lock=lock&quot;）</translation>
    </message>
    <message>
        <source>no &apos;=&apos;</source>
        <translation>没有 &apos;=&apos;</translation>
    </message>
    <message>
        <source>the glob before &apos;=&apos; is empty</source>
        <translation>&apos;=&apos; 前的 glob 为空</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; kinds: %2</source>
        <translation>未知的类型“%1”；类型：%2</translation>
    </message>
    <message>
        <source>the glob is not valid</source>
        <translation>glob 无效</translation>
    </message>
</context>
<context>
    <name>UserRulesDialog</name>
    <message>
        <source>Layout rules</source>
        <translation>布局规则</translation>
    </message>
    <message>
        <source>Your own key patterns, one per line as GLOB=KIND; they win over the built-in layouts. For example:
    myapp:mutex:*=lock
    jobs:*:delayed=delayed-queue
Kinds: %1.</source>
        <translation>你自己的键模式, 每行一个, 格式为 GLOB=KIND; 它们优先于内置布局。例如:
    myapp:mutex:*=lock
    jobs:*:delayed=delayed-queue
类型: %1。</translation>
    </message>
</context>
<context>
    <name>ViolationList</name>
    <message>
        <source>over-admission not checked: the run gives no limit and window</source>
        <translation>未检查超额放行：这次运行没有给出上限和窗口</translation>
    </message>
    <message>
        <source>over-admission not checked for %1: its burst allowance is not in the run</source>
        <translation>未检查 %1 的超额放行：它的突发配额不在这次运行中</translation>
    </message>
    <message>
        <source>&quot;%1&quot; admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6</source>
        <translation>“%1”在 %3 ms 内（从 %4 起）放行了 %2 个（上限每 %3 ms %5 个）%6</translation>
    </message>
    <message>
        <source>: a fixed window&apos;s edge burst</source>
        <translation>：固定窗口的边缘突发</translation>
    </message>
    <message>
        <source>%1 (fencing %2) held &quot;%3&quot; from %4 to %5 while %6 (fencing %7) held it from %8 to %9; %10</source>
        <translation>%1（fencing %2）从 %4 到 %5 持有“%3”，而 %6（fencing %7）从 %8 到 %9 也持有它；%10</translation>
    </message>
    <message>
        <source>fencing would reject %1&apos;s late writes</source>
        <translation>fencing 会拒绝 %1 迟到的写入</translation>
    </message>
    <message>
        <source>fencing would not catch it</source>
        <translation>fencing 抓不住它</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; delivered again to %3 at %4 (delivery %5) while an earlier delivery was live or acked</source>
        <translation>“%2”的条目“%1”在 %4 再次投递给 %3（第 %5 次投递），而之前的投递仍有效或已确认</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; enqueued at %3 was never delivered</source>
        <translation>“%2”的条目“%1”在 %3 入队，但从未被投递</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; enqueued at %3 was delivered %4 time(s), each to a consumer that crashed or lost it</source>
        <translation>“%2”的条目“%1”在 %3 入队，被投递了 %4 次，每次都交给了崩溃或丢失它的消费者</translation>
    </message>
    <message>
        <source>%1 %2 violations, the first %3 listed</source>
        <translation>%1 次 %2 违规，列出了前 %3 个</translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation>+%1 ms</translation>
    </message>
    <message>
        <source>client %1</source>
        <translation>客户端 %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Connect to URL instead of starting a sandbox (read-only unless the URL says read_only=no).</source>
        <translation>连接到 URL，而不是启动沙盒（除非 URL 中有 read_only=no，否则只读）。</translation>
    </message>
    <message>
        <source>Start without a sandbox redis-server.</source>
        <translation>启动时不启动沙盒 redis-server。</translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE, then quit.</source>
        <translation>把窗口的 PNG 保存到 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Wait MS milliseconds before the screenshot (default 2000).</source>
        <translation>截图前等待 MS 毫秒（默认 2000）。</translation>
    </message>
    <message>
        <source>On the sandbox, load every view&apos;s demo data, save a PNG of each tab in DIR, then quit.</source>
        <translation>在沙盒上加载每个视图的演示数据，把每个标签页的 PNG 保存到 DIR，然后退出。</translation>
    </message>
    <message>
        <source>Show the tab of this title at start (Cluster).</source>
        <translation>启动时显示这个标题的标签页（按界面语言中的标题，例如 Cluster）。</translation>
    </message>
    <message>
        <source>Window size for --screenshot and --tour, WIDTHxHEIGHT (default: the window&apos;s own, 1400x900).</source>
        <translation>--screenshot 和 --tour 的窗口大小，WIDTHxHEIGHT（默认：窗口自己的，1400x900）。</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style), as a dark desktop theme would: to see or take screenshots of the dark look.</source>
        <translation>使用深色调色板（Fusion 风格），如同深色桌面主题：用于查看深色外观或为其截图。</translation>
    </message>
    <message>
        <source>Inspector and playground for Redis coordination primitives.</source>
        <translation>Redis 协调原语的检查器和演练场。</translation>
    </message>
</context>
</TS>
