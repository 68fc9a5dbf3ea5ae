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
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestions in %2 µs by %3, %4 commands</source>
        <translation>
            <numerusform>“%1”: %2 µs 内得到 %n 条建议, 方法 %3, %4 条命令</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n masters</source>
        <translation>
            <numerusform>%n 个主节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replicas</source>
        <translation>
            <numerusform>%n 个从节点</numerusform>
        </translation>
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
        <source>%1 %2 keys</source>
        <translation>%1 %2 个键</translation>
    </message>
    <message>
        <source>%1 %2 keys, not to the end</source>
        <translation>%1 %2 个键, 未到末尾</translation>
    </message>
    <message>
        <source>
SCAN of %1 masters: %2</source>
        <translation>
%1 个主节点上的 SCAN: %2</translation>
    </message>
    <message>
        <source>%1 of %2 keys</source>
        <translation>%2 个键中的 %1 个</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
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
        <source>scanning: %1 of %2 keys (%3 %)</source>
        <translation>扫描中: %2 个键中的 %1 个 (%3 %)</translation>
    </message>
    <message>
        <source>scanning: %1 keys so far</source>
        <translation>扫描中: 目前 %1 个键</translation>
    </message>
    <message>
        <source>, within the load budget</source>
        <translation>, 在负载预算之内</translation>
    </message>
    <message>
        <source>%1 keys that no layout claims by name were not looked at by value (%2). The Values box changes that.</source>
        <translation>有 %1 个没有任何布局按名称认领的键未按值查看 (%2)。“值”选择框可以改变这一点。</translation>
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
        <source>1 key</source>
        <translation>1 个键</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
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
        <source>stopped after %1 keys this click: Scan more goes on</source>
        <translation>本次点击在 %1 个键后停止: “继续扫描”会接着扫描</translation>
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
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
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
    <message numerus="yes">
        <source>%n operations failed</source>
        <translation>
            <numerusform>%n 次操作失败</numerusform>
        </translation>
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
        <source>; %1 events, %2 ops/s, %3.</source>
        <translation>; %1 个事件, %2 操作/秒, %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed: %1.</source>
        <translation>
            <numerusform>%n 次操作失败: %1。</numerusform>
        </translation>
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
        <source>%1 entries</source>
        <translation>%1 个条目</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>布局: %1</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
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
    <message numerus="yes">
        <source>%n contacts</source>
        <translation>
            <numerusform>%n 个联系人</numerusform>
        </translation>
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
        <source>%1 · %2 members</source>
        <translation>%1 · %2 个成员</translation>
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
    <message numerus="yes">
        <source>cluster · %n masters</source>
        <translation>
            <numerusform>集群 · %n 个主节点</numerusform>
        </translation>
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
</TS>
