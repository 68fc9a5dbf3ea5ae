# Simplified Chinese (zh_CN): source string -> translation, for translations/translate.py.
# Terms as in /work/shared/glossary-zh.md; Redis command names stay English.

STRINGS = {
    'yes':
        '是',
    'no':
        '否',
    'Name':
        '名称',
    'Kind':
        '类型',
    'Entries':
        '条目',
    'Case-insensitive':
        '不区分大小写',
    'Markers in flight':
        '进行中的标记',
    'Key':
        '键',
    'markers':
        '标记法',
    'BYLEX':
        'BYLEX',
    'query':
        '查询',
    'ms':
        '毫秒',
    'Query latency':
        '查询延迟',
    'Time of each autocomplete query on the worker thread, by method':
        '每次自动补全查询在工作线程上的耗时, 按方法区分',
    'Completing "%1"':
        '正在补全“%1”',
    'Autocomplete actions':
        '自动补全操作',
    'Autocomplete':
        '自动补全',
    '&Load names from file…':
        '从文件加载名字(&L)…',
    'Cancel loading':
        '取消加载',
    'Export &CSV…':
        '导出 CSV(&C)…',
    'Export &PNG…':
        '导出 PNG(&P)…',
    'address book name':
        '通讯录名称',
    'BYLEX (one ZRANGE, read-only)':
        'BYLEX (一次 ZRANGE, 只读)',
    'Markers (Redis in Action 6.1.2, writes)':
        '标记法 (Redis 实战 6.1.2, 写入)',
    'Type a prefix: suggestions come from the server':
        '输入前缀: 建议来自服务器',
    'Command':
        '命令',
    'Latency':
        '延迟',
    'Reply':
        '回复',
    'The commands the last query sent, as the Command log shows them':
        '上次查询发送的命令, 与命令日志中显示的一致',
    '&Book:':
        '通讯录(&B):',
    '&Method:':
        '方法(&M):',
    '&Search:':
        '搜索(&S):',
    'Cancel':
        '取消',
    'Filter address books and lists':
        '筛选通讯录和列表',
    'Export':
        '导出',
    'Query "%1" failed: %2':
        '查询“%1”失败: %2',
    'Choose or type an address book to search.':
        '选择或输入要搜索的通讯录。',
    '"%1" is not a valid address book name (no braces).':
        '“%1”不是有效的通讯录名称 (不能含花括号)。',
    'Notes:\n':
        '注意:\n',
    '%1 µs':
        '%1 µs',
    'Add one name per line of a UTF-8 text file to the book':
        '把 UTF-8 文本文件中的每行一个名字加入通讯录',
    'Read-only mode: this writes keys. Turn read-only off to use it.':
        '只读模式: 此操作会写入键。关闭只读模式后才能使用。',
    'Read-only mode: only BYLEX is offered; the marker method writes markers into the book':
        '只读模式: 只提供 BYLEX; 标记法会向通讯录写入标记',
    "The book's marker method (writes markers, several round trips) or one ZRANGE … BYLEX":
        '通讯录的标记法 (写入标记, 多次往返) 或一次 ZRANGE … BYLEX',
    'its address books.':
        '其中的通讯录。',
    'Looking for address books…':
        '正在查找通讯录…',
    'No address books found in this database':
        '此数据库中没有找到通讯录',
    'This view lists the address books (prefix search) and recent-contacts lists; type in the search box to complete names from a book and see the commands each keystroke sends.':
        '此视图列出通讯录 (前缀搜索) 和最近联系人列表; 在搜索框中输入即可从通讯录补全名字, 并查看每次按键发送的命令。',
    'Load demo data writes an address book of a few thousand names and a recent-contacts list.':
        '加载演示数据会写入一个包含几千个名字的通讯录和一个最近联系人列表。',
    'Loading autocomplete demo data':
        '正在加载自动补全演示数据',
    'Write an address book "demo" of a few thousand names and a recent-contacts list':
        '写入一个包含几千个名字的通讯录“demo”和一个最近联系人列表',
    'Load names':
        '加载名字',
    'Text files (*.txt);;All files (*)':
        '文本文件 (*.txt);;所有文件 (*)',
    'Book: %1':
        '通讯录: %1',
    'Loading %1 into "%2"…':
        '正在把 %1 加载到“%2”…',
    'Loading names from %1':
        '正在从 %1 加载名字',
    'Not run: cancelled or no connection.':
        '未运行: 已取消或没有连接。',
    'Failed: %1':
        '失败: %1',
    'Time':
        '时间',
    'Event':
        '事件',
    'Details':
        '详情',
    'failover':
        '故障转移',
    'node failed':
        '节点故障',
    'demoted':
        '降级',
    'node back':
        '节点恢复',
    'node joined':
        '节点加入',
    'node left':
        '节点离开',
    '%1 slot %2:':
        '%1 槽 %2:',
    '%1 %2 from %3':
        '%1 %2 来自 %3',
    '%1 %2 %3 → %4':
        '%1 %2 %3 → %4',
    '%1, a master':
        '%1, 主节点',
    '%1, a replica':
        '%1, 从节点',
    '%1 was a replica, now a master':
        '%1 原为从节点, 现为主节点',
    '%1 was a master, now serves no slot':
        '%1 原为主节点, 现在不负责任何槽',
    'the cluster marks %1 as failed':
        '集群将 %1 标记为故障',
    '%1 is healthy again':
        '%1 已恢复正常',
    '%1 is no longer in the map':
        '%1 已不在槽映射中',
    'Role':
        '角色',
    'Address':
        '地址',
    'Id':
        'ID',
    'Slot ranges':
        '槽范围',
    'Slots':
        '槽',
    'Keys':
        '键',
    'Link':
        '连接',
    'Last redirection':
        '最近的重定向',
    "The first 8 characters of the node's id (CLUSTER MYID)":
        '节点 ID 的前 8 个字符 (CLUSTER MYID)',
    'DBSIZE on each master, read every few seconds':
        '每个主节点上的 DBSIZE, 每隔几秒读取一次',
    "CoordScope's connection to the node (made when a command first needs it)":
        'CoordScope 到该节点的连接 (在命令首次需要时建立)',
    'The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered':
        '该节点最近一次回复的 MOVED、ASK、TRYAGAIN 或 CLUSTERDOWN',
    'master (failed)':
        '主节点 (故障)',
    'master':
        '主节点',
    'node (failed)':
        '节点 (故障)',
    'node':
        '节点',
    'replica of %1 (failed)':
        '%1 的从节点 (故障)',
    'replica of %1':
        '%1 的从节点',
    'not used yet':
        '尚未使用',
    'connecting':
        '正在连接',
    'connected':
        '已连接',
    'failed':
        '失败',
    'failed: %1':
        '失败: %1',
    '<b>Redirections and failovers</b> as this connection meets them: a MOVED says the slot lives on another master now (the client updates its map), an ASK that the slot is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN that the client must wait and retry.':
        '此连接遇到的<b>重定向和故障转移</b>: MOVED 表示该槽现在位于另一个主节点上 (客户端会更新其槽映射), ASK 表示该槽正在迁移 (仅这一条命令发往目标节点), TRYAGAIN 和 CLUSTERDOWN 表示客户端必须等待并重试。',
    '%1 of 16,384 slots served':
        '16,384 个槽中已分配 %1 个',
    'reconnecting: the client reads the map again':
        '正在重连: 客户端重新读取槽映射',
    'keys: DBSIZE on each master every %1 s':
        '键: 每 %1 秒在每个主节点上执行 DBSIZE',
    'Connect to a node of a Redis Cluster to see its masters, replicas, slots and the redirections the client meets.':
        '连接到 Redis 集群的一个节点, 即可查看其主节点、从节点、槽以及客户端遇到的重定向。',
    'Not a cluster':
        '不是集群',
    'Connected with cluster=no: CoordScope treats %1 as one server.':
        '以 cluster=no 连接: CoordScope 将 %1 视为单个服务器。',
    '%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). Connect to a node of a Redis Cluster to see its masters, replicas and slots here.':
        '%1 是单个 Redis 服务器 (INFO cluster 未显示 cluster_enabled:1)。连接到 Redis 集群的一个节点, 即可在此查看其主节点、从节点和槽。',
    'Reading the slot map…':
        '正在读取槽映射…',
    'CLUSTER SHARDS from %1.':
        '来自 %1 的 CLUSTER SHARDS。',
    'Asking whether this is a cluster…':
        '正在确认这是否为集群…',
    'INFO cluster on %1.':
        '%1 上的 INFO cluster。',
    'Answered by %1, sent there after %2':
        '由 %1 应答, 在 %2 之后发往该处',
    'Connection':
        '连接',
    'Node':
        '节点',
    'sampled: the first %n command(s) of every %1 s are logged':
        '采样: 每 %1 秒只记录前 %n 条命令',
    '… %n more command(s) not shown':
        '… 还有 %n 条命令未显示',
    'Filter by command or connection (Ctrl+L)':
        '按命令或连接筛选 (Ctrl+L)',
    'Follow':
        '跟随',
    'Keep the newest command in sight. Scrolling up stops following; scrolling back to the bottom or this button resumes it.':
        '始终显示最新的命令。向上滚动会停止跟随; 滚回底部或点击此按钮即可恢复。',
    'Pause':
        '暂停',
    'Hold new commands back from the view; they appear when resumed':
        '暂不在视图中显示新命令; 恢复后再显示',
    'Resume':
        '恢复',
    'Clear':
        '清空',
    'Remove every command from the log':
        '从日志中删除所有命令',
    '0000 of 0000 commands · scrolled up, not following':
        '共 0000 条命令中的 0000 条 · 已向上滚动, 未跟随',
    'Copy':
        '复制',
    'Clear log':
        '清空日志',
    '%1 of %2':
        '%1 / %2',
    ' · %1 held':
        ' · 暂存 %1 条',
    ' · scrolled up, not following':
        ' · 已向上滚动, 未跟随',
    '%n command(s)':
        '%n 条命令',
    'TLS (rediss:// URLs)':
        'TLS (rediss:// URL)',
    "Verify the server's certificate":
        '验证服务器证书',
    'SSH tunnel':
        'SSH 隧道',
    'Use ~/.ssh/config (Host aliases, User, Port, IdentityFile, ProxyJump)':
        '使用 ~/.ssh/config (Host 别名、User、Port、IdentityFile、ProxyJump)',
    'Read-only: send only read commands':
        '只读: 只发送读命令',
    'Connect to Redis':
        '连接到 Redis',
    'Recent connections are kept without their passwords':
        '最近的连接在保存时不含密码',
    'redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock':
        'redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock',
    'default':
        '默认',
    'none':
        '无',
    "the system's CA certificates":
        '系统的 CA 证书',
    'PEM files (*.pem *.crt *.key);;All files (*)':
        'PEM 文件 (*.pem *.crt *.key);;所有文件 (*)',
    'CA certificate:':
        'CA 证书:',
    'CA certificate':
        'CA 证书',
    'Client certificate:':
        '客户端证书:',
    'Client certificate':
        '客户端证书',
    'Client key:':
        '客户端密钥:',
    'Client key':
        '客户端密钥',
    ' ms':
        ' 毫秒',
    'no limit':
        '不限',
    'The inspector only reads either way. Uncheck to allow the playground actions (acquire, release, enqueue, hit) to write to this server. You can change it later in the Connection menu.':
        '检查器无论如何只会读取。取消勾选即允许演练场的操作 (获取、释放、入队、请求) 写入此服务器。之后可以在“连接”菜单中更改。',
    'Connect':
        '连接',
    'URL:':
        'URL:',
    'User:':
        '用户:',
    'Password:':
        '密码:',
    'Connect timeout:':
        '连接超时:',
    'Browse…':
        '浏览…',
    'Reach the server through an SSH host (a bastion). Every node of a Cluster or Sentinel deployment is reached through the same session.':
        '通过一台 SSH 主机 (跳板机) 访问服务器。集群或哨兵部署的每个节点都通过同一个会话访问。',
    'bastion.example.com, or a Host of ~/.ssh/config':
        'bastion.example.com, 或 ~/.ssh/config 中的一个 Host',
    'default (22)':
        '默认 (22)',
    "the config's, else your user name":
        '配置中的用户, 否则为你的用户名',
    'SSH agent, then key files':
        'SSH agent, 然后是密钥文件',
    'Key file':
        '密钥文件',
    'Password':
        '密码',
    '~/.ssh/id_ed25519, id_ecdsa, id_rsa':
        '~/.ssh/id_ed25519, id_ecdsa, id_rsa',
    'none (as ssh -J: user@jump1:22,jump2)':
        '无 (同 ssh -J: user@jump1:22,jump2)',
    '~/.ssh/known_hosts':
        '~/.ssh/known_hosts',
    'Port:':
        '端口:',
    'Host:':
        '主机:',
    'Log in with:':
        '登录方式:',
    'Key file:':
        '密钥文件:',
    'SSH private key':
        'SSH 私钥',
    'All files (*)':
        '所有文件 (*)',
    'Jump hosts:':
        '跳板主机:',
    'Known hosts:':
        '已知主机:',
    'known_hosts file':
        'known_hosts 文件',
    'the SSH tunnel needs a host (or uncheck SSH tunnel)':
        'SSH 隧道需要一个主机 (或取消勾选 SSH 隧道)',
    'SSH host: %1':
        'SSH 主机: %1',
    'SSH jump host: %1':
        'SSH 跳板主机: %1',
    'choose the SSH key file':
        '请选择 SSH 密钥文件',
    'cannot read %1':
        '无法读取 %1',
    'type the SSH password':
        '请输入 SSH 密码',
    'user "%1" needs a password':
        '用户“%1”需要密码',
    'a client certificate needs its key, and a key its certificate':
        '客户端证书需要对应的密钥, 密钥也需要对应的证书',
    'Key passphrase:':
        '密钥口令:',
    'none, or asked for when the key needs one':
        '无, 或在密钥需要时询问',
    'the round-trip time':
        '往返时间',
    'the server figures':
        '服务器数据',
    'live events':
        '实时事件',
    'the server clock':
        '服务器时钟',
    'discovery':
        '发现',
    'every command is refused: %1':
        '所有命令都被拒绝: %1',
    'this user may not run %1 (NOPERM)':
        '此用户无权执行 %1 (NOPERM)',
    'the server refuses %1 (%2)':
        '服务器拒绝 %1 (%2)',
    '%1: %2 %3 off':
        '%1: %2 %3关闭',
    'is':
        '已',
    'are':
        '已',
    '%1 refused: %2':
        '%1 被拒绝: %2',
    'CoordScope asks again at most every %1 s; a new connection asks at once.':
        'CoordScope 最多每 %1 秒重新询问一次; 新连接会立即询问。',
    '&Enqueue':
        '入队(&E)',
    'C&laim due items':
        '领取到期项(&L)',
    'A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue':
        'CoordScope 延时队列: 键 cs:{NAME}:delayed、:payloads、:queue',
    'what the worker gets, e.g. {"to":"ada@example.com"}':
        '工作进程得到的内容, 例如 {"to":"ada@example.com"}',
    "How long from the server's now until the item is due (0: at once)":
        '从服务器当前时间起到该项到期的时长 (0: 立即到期)',
    's':
        '秒',
    'At most this many due items are moved to the ready list':
        '最多把这么多到期项移到就绪列表',
    'at most':
        '最多',
    '&Queue:':
        '队列(&Q):',
    '&Payload:':
        '负载(&P):',
    '&Delay:':
        '延迟(&D):',
    'The delay must be a number, e.g. 5 or 1.5':
        '延迟必须是数字, 例如 5 或 1.5',
    'The delay cannot be negative (0 makes the item due at once)':
        '延迟不能为负数 (0 表示立即到期)',
    'The delay is too long (at most %1 ms)':
        '延迟太长 (最多 %1 毫秒)',
    'A delay in ms must be a whole number':
        '以毫秒为单位的延迟必须是整数',
    'Name the delayed queue':
        '请为延时队列命名',
    'Write the payload the worker will get':
        '请填写工作进程将得到的负载',
    'Enqueuing into %1…':
        '正在入队到 %1…',
    'Enqueue into %1':
        '入队到 %1',
    'Claiming from %1…':
        '正在从 %1 领取…',
    'Claim from %1':
        '从 %1 领取',
    'Cancelled':
        '已取消',
    'Not run: no connection':
        '未运行: 没有连接',
    'Not connected':
        '未连接',
    'Read-only mode: CoordScope sends only read commands to this server. Turn read-only off for this connection to enqueue and claim.':
        '只读模式: CoordScope 只向此服务器发送读命令。要入队和领取, 请关闭此连接的只读模式。',
    'Schedule the payload after the delay (Ctrl+Shift+N)':
        '在延迟之后调度该负载 (Ctrl+Shift+N)',
    'Move due items to the ready list once, atomically (Ctrl+Shift+C)':
        '以原子方式把到期项一次性移到就绪列表 (Ctrl+Shift+C)',
    'due now':
        '现在到期',
    'in %1':
        '%1 后',
    'overdue by %1':
        '已逾期 %1',
    'Reading the first items of %1':
        '正在读取 %1 的前几项',
    'Reading loaded items again':
        '正在重新读取已加载的项',
    'Reading items %1–%2 of %3':
        '正在读取 %3 项中的第 %1–%2 项',
    'score %1':
        '分值 %1',
    'overdue':
        '已逾期',
    'Due':
        '到期',
    'Flag':
        '标记',
    'Due at':
        '到期时间',
    'Payload':
        '负载',
    '?':
        '?',
    'nothing scheduled':
        '无调度项',
    'n/a':
        '不适用',
    '%1 /s':
        '%1 /秒',
    'Layout: %1':
        '布局: %1',
    'Items leaving the schedule per second, estimated from the last two refreshes':
        '每秒离开调度的项数, 根据最近两次刷新估算',
    'Queue':
        '队列',
    'Layout':
        '布局',
    'Scheduled':
        '已调度',
    'Overdue':
        '已逾期',
    'Next due':
        '下次到期',
    'Ready':
        '就绪',
    'Claim rate':
        '领取速率',
    'Delayed queues view':
        '延时队列视图',
    'Export queues as CSV…':
        '将队列导出为 CSV…',
    'Export items as CSV…':
        '将条目导出为 CSV…',
    'Export chart as PNG…':
        '将图表导出为 PNG…',
    'Playground':
        '演练场',
    'Could not read more items: %1':
        '无法读取更多项: %1',
    'Filter queues by name, layout or numbers':
        '按名称、布局或数值筛选队列',
    'its delayed queues: items on a time axis, what is overdue, the ready list and the claim rate.':
        '其中的延时队列: 时间轴上的各项、已逾期的项、就绪列表和领取速率。',
    'Looking for delayed queues…':
        '正在查找延时队列…',
    'No delayed queues found in this database':
        '此数据库中没有找到延时队列',
    "This view shows delayed queues (CoordScope's, Redisson's RDelayedQueue, Sidekiq's schedule and retry sets, BullMQ's delayed jobs, Redis in Action's delayed:): what is scheduled, what is overdue, when the next item is due, the ready list and how fast items are claimed, with the items on a time axis.":
        '此视图显示延时队列 (CoordScope 自己的、Redisson 的 RDelayedQueue、Sidekiq 的 schedule 和 retry 集合、BullMQ 的延迟任务、Redis 实战的 delayed:): 已调度什么、什么已逾期、下一项何时到期、就绪列表以及各项被领取的速度, 各项显示在时间轴上。',
    'Load demo data writes a few queues under cs: with items overdue, due in a few seconds and due later.':
        '加载演示数据会在 cs: 下写入几个队列, 其中有已逾期的项、几秒后到期的项和较晚到期的项。',
    'Select a queue to see its items':
        '选择一个队列以查看其中的项',
    'The selected queue is gone':
        '所选队列已不存在',
    'last read failed: %1':
        '上次读取失败: %1',
    ': %1 of %2 items loaded; scroll down for more':
        ': 已加载 %2 项中的 %1 项; 向下滚动加载更多',
    'Load demo delayed queues':
        '加载演示延时队列',
    'Write demo delayed queues into this database (keys under cs:)':
        '向此数据库写入演示延时队列 (键位于 cs: 下)',
    'scheduled':
        '已调度',
    'now':
        '现在',
    'seconds from now':
        '距现在的秒数',
    "Scheduled items by due time relative to the server's now; overdue items are left of the line. Items overdue by more than %1 s sit on the left edge.":
        '已调度的项按相对于服务器当前时间的到期时间排列; 已逾期的项位于线的左侧。逾期超过 %1 秒的项位于左边缘。',
    'Nothing scheduled':
        '无调度项',
    'First %1 of %2 items':
        '%2 项中的前 %1 项',
    ' · %1 overdue by more than %2 s (at the left edge)':
        ' · %1 项逾期超过 %2 秒 (位于左边缘)',
    ' · %1 due after the axis ends (at the right edge)':
        ' · %1 项在坐标轴结束之后到期 (位于右边缘)',
    '%n item(s)':
        '%n 项',
    'Start the sandbox or connect to a Redis server to see %1':
        '启动沙盒或连接到 Redis 服务器以查看%1',
    'The view fills in when the connection is back.':
        '连接恢复后视图会重新填充。',
    'Read-only mode is on for this connection: CoordScope sends it only read commands, so demo data, which writes keys, cannot be loaded. Turn read-only off (Connection › Read-only) or use the sandbox to load it.':
        '此连接已开启只读模式: CoordScope 只向其发送读命令, 因此无法加载会写入键的演示数据。请关闭只读模式 (连接 › 只读) 或使用沙盒来加载。',
    'Waiting for the server…':
        '正在等待服务器…',
    'the connection was closed':
        '连接已关闭',
    'not connected':
        '未连接',
    'R&ules…':
        '规则(&U)…',
    'Your own key patterns (GLOB=KIND), kept between sessions':
        '你自己的键模式 (GLOB=KIND), 跨会话保存',
    '&Scan now':
        '立即扫描(&S)',
    'Scan the whole keyspace for primitives again now, as fast as the server answers: this pass is not held to the load budget (F5)':
        '立即以服务器能应答的最快速度重新扫描整个键空间以查找原语: 这一轮不受负载预算限制 (F5)',
    'Values: auto':
        '值: 自动',
    'Values: every key':
        '值: 每个键',
    'Values: named keys only':
        '值: 仅按名称识别的键',
    "Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and a sample of each), to find the layouts told by value only: redis-py and node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the database has at most %1 keys; on a bigger one that is most of a pass's work.":
        '发现过程是否查看没有任何布局按名称认领的键的值 (TYPE、PTTL 以及每个键的一个样本), 以找出只能按值识别的布局: redis-py 和 node-redlock 的锁、redis-cell、Redisson 的哈希、计数器。自动: 仅当数据库最多有 %1 个键时; 在更大的数据库上, 这会占一轮扫描的大部分工作。',
    'Filter by kind, name, library, key or state':
        '按类型、名称、库、键或状态筛选',
    'What the last refresh sent and received':
        '上次刷新发送和接收的内容',
    'Type':
        '类型',
    'TTL':
        'TTL',
    '&Copy key name':
        '复制键名(&C)',
    ' (%1 read in the last tick: the ones notifications named; all every %2 s)':
        ' (上一周期读取 %1 个: 通知提到的那些; 每 %2 秒读取全部)',
    ' (%1 read per tick)':
        ' (每周期读取 %1 个)',
    ' · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms':
        ' · 上一周期: %1 条命令, %2 次往返, 发送 %3, 接收 %4, %5 毫秒',
    " · INFO refused: times use this machine's clock":
        ' · INFO 被拒绝: 时间使用本机时钟',
    '\nSCAN of %1 masters: %2':
        '\n%1 个主节点上的 SCAN: %2',
    'Scanned %1%2, pass finished %3 s ago':
        '已扫描 %1%2, 一轮扫描于 %3 秒前完成',
    ' (stopped at the key limit)':
        ' (在键数上限处停止)',
    ' · %1 by name only':
        ' · %1 个仅按名称',
    ', within the load budget':
        ', 在负载预算之内',
    'The pass keeps within the load budget (%1, Connection › Load budget…); Scan now (F5) goes as fast as the server answers.':
        '一轮扫描保持在负载预算之内 (%1, 连接 › 负载预算…); 立即扫描 (F5) 则以服务器能应答的最快速度进行。',
    'Last tick failed: %1':
        '上一周期失败: %1',
    'Reconnecting… the table shows the last state read':
        '正在重连… 表格显示最后读取的状态',
    'Start the sandbox or connect to a Redis server to see its locks, semaphores, queues and rate limiters live.':
        '启动沙盒或连接到 Redis 服务器, 即可实时查看其中的锁、信号量、队列和限流器。',
    'Could not look for primitives':
        '无法查找原语',
    'Looking for coordination primitives…':
        '正在查找协调原语…',
    'No coordination primitives found in this database.':
        '此数据库中没有找到协调原语。',
    'Looked at %1 with SCAN':
        '用 SCAN 查看了 %1',
    '; %1 of them match no known layout':
        '; 其中 %1 个不匹配任何已知布局',
    '. CoordScope recognises its own layouts and those of redis-py, Redisson, BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). The view refreshes by itself; F5 looks again now.':
        '。CoordScope 能识别它自己的布局以及 redis-py、Redisson、BullMQ、Sidekiq 和 Redis 实战的布局 (锁、信号量、队列、限流器……)。视图会自动刷新; 按 F5 立即重新查找。',
    '\n\nThis is the sandbox: make some with the command line tool, e.g.\ncoordscope-cli --url %1 lock acquire demo --ttl 60000':
        '\n\n这是沙盒: 可以用命令行工具创建一些, 例如\ncoordscope-cli --url %1 lock acquire demo --ttl 60000',
    'Select a primitive to see its keys and entries':
        '选择一个原语以查看其键和条目',
    'The selected primitive is gone':
        '所选原语已不存在',
    '%1 %2 — %3 (%4)':
        '%1 %2 — %3 (%4)',
    'Entries: showing %1 of %2':
        '条目: 显示 %2 条中的 %1 条',
    'Entries: %1':
        '条目: %1',
    '%Ln primitive(s)':
        '%Ln 个原语',
    '%n key(s)':
        '%n 个键',
    'Scanning keys':
        '正在扫描键',
    'Not scanned yet':
        '尚未扫描',
    '%1 · the scan stopped: %2':
        '%1 · 扫描已停止: %2',
    'scanning…':
        '扫描中…',
    'scan complete':
        '扫描完成',
    'stopped after %1 round trips this click: Scan more goes on':
        '本次点击在 %1 次往返后停止: “继续扫描”会接着扫描',
    ' · sizes unknown (MEMORY USAGE not allowed)':
        ' · 大小未知 (不允许 MEMORY USAGE)',
    'no expiry':
        '不过期',
    '%1 s':
        '%1 秒',
    '%1 min %2 s':
        '%1 分 %2 秒',
    '%1 h %2 min':
        '%1 小时 %2 分',
    '%1 d %2 h':
        '%1 天 %2 小时',
    'unknown':
        '未知',
    'MEMORY USAGE is not allowed for this user, or was not asked':
        '此用户不允许执行 MEMORY USAGE, 或未请求',
    '%1 bytes (MEMORY USAGE)':
        '%1 字节 (MEMORY USAGE)',
    'No layout the inspector knows claims this key':
        '检查器已知的布局都不认领此键',
    'Part of %1 (see the Inspector)':
        '属于 %1 (见检查器)',
    'TTL (ms)':
        'TTL (毫秒)',
    'Size (bytes)':
        '大小 (字节)',
    'Size':
        '大小',
    'Claimed by':
        '认领者',
    "The key's name (Ctrl+C copies the selected ones)":
        '键名 (Ctrl+C 复制所选键名)',
    "TYPE: string, list, hash, set, zset, stream, or a module's type":
        'TYPE: string、list、hash、set、zset、stream 或模块的类型',
    'PTTL when the key was listed':
        '列出键时的 PTTL',
    "MEMORY USAGE: the bytes the key takes in the server's memory":
        'MEMORY USAGE: 该键在服务器内存中占用的字节数',
    'The primitive the inspector recognised this key as part of':
        '检查器识别出此键所属的原语',
    'Keys view':
        '键视图',
    '&Scan':
        '扫描(&S)',
    'Scan &more':
        '继续扫描(&M)',
    'Export keys as CSV…':
        '将键导出为 CSV…',
    'Export preview as CSV…':
        '将预览导出为 CSV…',
    'Scan the keys again from the start with the MATCH pattern and type (F5); SCAN, never KEYS':
        '使用 MATCH 模式和类型从头重新扫描键 (F5); 使用 SCAN, 从不使用 KEYS',
    'Read up to %1 more keys from where the scan stopped':
        '从扫描停止处再读取最多 %1 个键',
    'Copy the selected key names (Ctrl+C)':
        '复制所选键名 (Ctrl+C)',
    'Filter the listed keys':
        '筛选列出的键',
    'Filters the keys already scanned, in every column (no command is sent)':
        '在所有列中筛选已扫描的键 (不发送命令)',
    'MATCH pattern, e.g. user:*':
        'MATCH 模式, 例如 user:*',
    "SCAN's MATCH glob (* ? [abc]); Enter scans again with it":
        'SCAN 的 MATCH 通配符 (* ? [abc]); 按 Enter 用它重新扫描',
    'Any type':
        '任意类型',
    "SCAN's TYPE filter: list only keys of this type":
        'SCAN 的 TYPE 过滤: 只列出此类型的键',
    'Unclaimed only':
        '仅未认领的',
    'Hide the keys of the primitives the inspector recognised (locks, queues, …)':
        '隐藏检查器识别出的原语 (锁、队列……) 的键',
    "The selected key's value, %1 rows at a time: scroll down for more (read commands only)":
        '所选键的值, 每次 %1 行: 向下滚动加载更多 (仅读命令)',
    'Start the sandbox or connect to a Redis server to browse its keys.':
        '启动沙盒或连接到 Redis 服务器以浏览其中的键。',
    'No keys scanned yet.':
        '尚未扫描任何键。',
    'Scan lists every key with its type, TTL and size, %1 at a time, with SCAN (never KEYS) and other read commands only. The keys no layout claims are the ones the other tabs do not show.':
        '扫描会列出每个键及其类型、TTL 和大小, 每次 %1 个, 只使用 SCAN (从不使用 KEYS) 和其他读命令。没有任何布局认领的键就是其他标签页不显示的那些。',
    'byte':
        '字节',
    'bytes':
        '字节',
    'element':
        '元素',
    'elements':
        '元素',
    'field':
        '字段',
    'fields':
        '字段',
    'entry':
        '条目',
    'entries':
        '条目',
    'member':
        '成员',
    'members':
        '成员',
    'Reading %1':
        '正在读取 %1',
    'Reading more of %1':
        '正在继续读取 %1',
    'not read (no connection)':
        '未读取 (没有连接)',
    '%1 no longer exists':
        '%1 已不存在',
    'changed type: now a %1; the rows above were read before':
        '类型已改变: 现在是 %1; 上面的行是在此之前读取的',
    'listed as a %1, now a %2':
        '列出时是 %1, 现在是 %2',
    'changed type while it was read: was a %1, now a %2; select it again':
        '读取期间类型已改变: 原为 %1, 现为 %2; 请重新选择',
    'no preview for this type':
        '此类型无预览',
    'Select a key to preview its value.':
        '选择一个键以预览其值。',
    'Reading %1…':
        '正在读取 %1…',
    'Could not read %1: %2':
        '无法读取 %1: %2',
    'TTL %1 s':
        'TTL %1 秒',
    'showing the first %1 bytes':
        '显示前 %1 字节',
    'showing %1':
        '显示 %1',
    'text (UTF-8)':
        '文本 (UTF-8)',
    'hex':
        '十六进制',
    'Shown as':
        '显示为',
    'Value':
        '值',
    'Index':
        '索引',
    'Element':
        '元素',
    'Member':
        '成员',
    'Score':
        '分值',
    'ID':
        'ID',
    'Fields':
        '字段',
    'Field':
        '字段',
    'Load &demo data':
        '加载演示数据(&D)',
    '&Copy key names':
        '复制键名(&C)',
    'Read-only connection: CoordScope sends only read commands to it. Turn read-only off (Connection menu) to load demo data.':
        '只读连接: CoordScope 只向其发送读命令。要加载演示数据, 请关闭只读模式 (“连接”菜单)。',
    'Demo data not loaded: %1':
        '未加载演示数据: %1',
    'Loading demo data…':
        '正在加载演示数据…',
    'Demo data not loaded: the connection changed.':
        '未加载演示数据: 连接已改变。',
    '&Language':
        '语言(&L)',
    'System':
        '跟随系统',
    'Language':
        '语言',
    'The language takes effect at the next start of CoordScope.':
        '语言将在 CoordScope 下次启动时生效。',
    '&Send requests':
        '发送请求(&S)',
    'Send requests':
        '发送请求',
    'Cancel sending':
        '取消发送',
    "The limiter's name: no ':' and no braces":
        "限流器的名称: 不能含 ':' 和花括号",
    'Who is limited, e.g. a user and an action ("alice:upload")':
        '受限的对象, 例如一个用户和一个操作 ("alice:upload")',
    'as fast as possible':
        '尽可能快',
    ' req/s':
        ' 请求/秒',
    ' /s':
        ' /秒',
    '&Kind:':
        '类型(&K):',
    '&Name:':
        '名称(&N):',
    'Su&bject:':
        '对象(&B):',
    '&Requests:':
        '请求数(&R):',
    'R&ate:':
        '速率(&A):',
    '&Limit:':
        '限额(&L):',
    '&Period:':
        '周期(&P):',
    'Ca&pacity / burst:':
        '容量 / 突发(&P):',
    'Lea&k rate:':
        '漏出速率(&K):',
    'Subject: %1':
        '对象: %1',
    'Sending %1 requests through %2':
        '正在通过 %2 发送 %1 个请求',
    'Sending…':
        '正在发送…',
    'Not sent: cancelled or no connection.':
        '未发送: 已取消或没有连接。',
    "The funnel's capacity":
        '漏斗的容量',
    'GCRA: the burst (0: the limit)':
        'GCRA: 突发量 (0: 等于限额)',
    "Read-only mode: sending requests writes the limiter's keys":
        '只读模式: 发送请求会写入限流器的键',
    'Send the requests (Ctrl+Return)':
        '发送请求 (Ctrl+Return)',
    'GCRA (redis-cell)':
        'GCRA (redis-cell)',
    'Redisson RRateLimiter':
        'Redisson RRateLimiter',
    'fixed window (INCR)':
        '固定窗口 (INCR)',
    'sliding log (ZSET)':
        '滑动日志 (ZSET)',
    'TAT now (full allowance)':
        'TAT 为当前时间 (额度已满)',
    'TAT now + %1':
        'TAT 为当前时间 + %1',
    'level %1 / capacity %2':
        '水位 %1 / 容量 %2',
    '%1 / %2 in window':
        '窗口内 %1 / %2',
    'refused':
        '拒绝',
    'admits':
        '允许',
    'gone':
        '已消失',
    'Limiter':
        '限流器',
    'Subject':
        '对象',
    'Algorithm':
        '算法',
    'Usage':
        '用量',
    'Fill':
        '填充',
    'Next request':
        '下一个请求',
    'Admitted':
        '已允许',
    'Refused':
        '已拒绝',
    'seconds':
        '秒',
    'requests':
        '请求',
    'Traffic sent through CoordScope':
        '通过 CoordScope 发送的流量',
    'Cumulative admitted and refused requests of the traffic sent from the form below':
        '由下方表单发送的流量中累计被允许和被拒绝的请求',
    'How often the inspector reads the primitives it found (pipelined and bounded per refresh)':
        '检查器读取它找到的原语的频率 (每次刷新都以流水线方式发送并有上限)',
    'Enable notifications…':
        '启用通知…',
    'Refresh every':
        '刷新间隔',
    'Keyspace notifications: subscribing…':
        '键空间通知: 正在订阅…',
    'Keyspace notifications: not listening (%1)':
        '键空间通知: 未监听 (%1)',
    'Keyspace notifications: on, %L1 events; changes show at once':
        '键空间通知: 已开启, %L1 个事件; 变化会立即显示',
    'Keyspace notifications: listening, none received (off on the server?); polling only':
        '键空间通知: 正在监听, 未收到任何事件 (服务器上已关闭?); 仅轮询',
    "Read-only: CoordScope never changes a server's configuration in read-only mode. Turn read-only off (Connection menu) to enable notifications.":
        '只读: 在只读模式下 CoordScope 从不更改服务器配置。要启用通知, 请关闭只读模式 (“连接”菜单)。',
    'Run CONFIG SET notify-keyspace-events on this server so that changes show at once (asks first)':
        '在此服务器上执行 CONFIG SET notify-keyspace-events, 使变化立即显示 (会先询问)',
    'read-only: not enabling notifications':
        '只读: 不启用通知',
    'Change the configuration of %1?\n\nThis runs CONFIG SET notify-keyspace-events, adding K (keyspace events) and A (every type) to the flags already set. The server then publishes an event for every change to a key, which costs it some CPU on a busy server. It lasts until the server restarts or someone sets it back.':
        '要更改 %1 的配置吗?\n\n这会执行 CONFIG SET notify-keyspace-events, 在已设置的标志上加上 K (键空间事件) 和 A (所有类型)。之后服务器会为每个键的每次变化发布一个事件, 在繁忙的服务器上会消耗一些 CPU。该设置会持续到服务器重启或有人将其改回。',
    'Enable keyspace notifications':
        '启用键空间通知',
    'enable keyspace notifications':
        '启用键空间通知',
    'not run':
        '未执行',
    "SETNX and DEL: no lease, and the release deletes anyone's lock":
        'SETNX 和 DEL: 没有租约, 释放时会删除任何人的锁',
    'SETNX then EXPIRE: a crash between the two leaves it forever':
        '先 SETNX 再 EXPIRE: 两者之间崩溃会让锁永远存在',
    "The book's GETSET lock: the value is the expiry time":
        '书中的 GETSET 锁: 值为过期时间',
    'SET NX PX with a random token; release and extend check it':
        '带随机令牌的 SET NX PX; 释放和续约时会检查令牌',
    'A hash owner → hold count; the owner may take it again':
        '哈希 持有者 → 持有次数; 持有者可以再次获取',
    'The token lock plus a fencing number that only grows':
        '令牌锁加上只增不减的栅栏令牌 (fencing token)',
    'The token lock whose holder waits for replicas (WAIT)':
        '持有者会等待从节点 (WAIT) 的令牌锁',
    'Which lock variant to use (Redlock needs several Redis nodes: it lives in the Playground)':
        '使用哪种锁 (Redlock 需要多个 Redis 节点: 它在演练场中)',
    'lock name, e.g. orders':
        '锁名, 例如 orders',
    "The lock's key is cs:{name}:lock":
        '锁的键为 cs:{name}:lock',
    'The lease in milliseconds: the lock expires after it unless extended (the naive lock ignores it)':
        '租约 (毫秒): 除非续约, 锁会在此之后过期 (朴素锁会忽略它)',
    'Keep trying this many milliseconds when it is held (0: one attempt)':
        '锁被占用时持续重试的毫秒数 (0: 只尝试一次)',
    'Pause between attempts in milliseconds (plus a little jitter)':
        '两次尝试之间的间隔毫秒数 (加上少量抖动)',
    '&Acquire':
        '获取(&A)',
    '&Release':
        '释放(&R)',
    '&Extend':
        '续约(&E)',
    '&TTL (ms):':
        'TTL (毫秒)(&T):',
    '&Wait (ms):':
        '等待 (毫秒)(&W):',
    'Retry &every (ms):':
        '重试间隔 (毫秒)(&E):',
    'Redlock needs several Redis nodes; try it in the Playground.':
        'Redlock 需要多个 Redis 节点; 请在演练场中尝试。',
    'Not connected: start the sandbox or connect to a server first.':
        '未连接: 请先启动沙盒或连接到服务器。',
    'This connection is read-only: CoordScope sends only read commands to it. Turn read-only off for this connection to try locks here.':
        '此连接为只读: CoordScope 只向其发送读命令。要在此尝试锁, 请关闭此连接的只读模式。',
    'Acquire the lock (Ctrl+Shift+A)':
        '获取锁 (Ctrl+Shift+A)',
    'Release the lock acquired here (Ctrl+Shift+R)':
        '释放在此获取的锁 (Ctrl+Shift+R)',
    'Renew the lease of the lock acquired here to the TTL (Ctrl+Shift+E)':
        '把在此获取的锁的租约续到 TTL (Ctrl+Shift+E)',
    'This connection is read-only':
        '此连接为只读',
    'Refused: %1':
        '被拒绝: %1',
    'Acquiring %1…':
        '正在获取 %1…',
    'Acquire lock':
        '获取锁',
    'Releasing %1…':
        '正在释放 %1…',
    'Release lock':
        '释放锁',
    'Extending %1…':
        '正在续约 %1…',
    'Extend lock':
        '续约锁',
    'Not run: the connection changed or the job was cancelled':
        '未执行: 连接已改变或任务已取消',
    '%1 · %2':
        '%1 · %2',
    'free':
        '空闲',
    '%1\nLayout: %2 (%3)\nKey: %4':
        '%1\n布局: %2 (%3)\n键: %4',
    'Lock':
        '锁',
    'Kind · layout':
        '类型 · 布局',
    'Holder':
        '持有者',
    'Holds':
        '持有次数',
    'Fencing':
        '栅栏令牌',
    'TTL left':
        '剩余 TTL',
    'Waiters':
        '等待者',
    'Notes':
        '备注',
    'The token or owner id stored in the lock':
        '锁中存储的令牌或持有者 ID',
    'How many times the owner holds a reentrant lock':
        '持有者持有可重入锁的次数',
    'The last fencing number handed out':
        '最近发出的栅栏令牌',
    'Time left on the lease, counting down between refreshes':
        '租约剩余时间, 在两次刷新之间倒计时',
    'Clients queued for a fair lock':
        '排队等待公平锁的客户端',
    '−%1 s':
        '−%1 秒',
    'No holds in the last %1 s':
        '最近 %1 秒内没有持有记录',
    'hold (holder)':
        '持有 (持有者)',
    'expired':
        '已过期',
    'taken over':
        '被接管',
    '(bar end without marker: released)':
        '(条末端无标记: 已释放)',
    '%1 (%2)\nholder: %3\nfrom %4 to %5 (%6)\n%7':
        '%1 (%2)\n持有者: %3\n从 %4 到 %5 (%6)\n%7',
    'Locks view':
        '锁视图',
    'Locks demo traffic':
        '锁演示流量',
    'Demo &traffic':
        '演示流量(&T)',
    'Save the table as CSV':
        '将表格保存为 CSV',
    'Save the timeline as PNG':
        '将时间线保存为 PNG',
    'Try a lock':
        '试用锁',
    'Filter by name, kind, library, holder or note':
        '按名称、类型、库、持有者或备注筛选',
    'E&xport':
        '导出(&X)',
    'Load lock demo data':
        '加载锁演示数据',
    'Take a few locks of each kind in this database (keys cs:{name}:lock)':
        '在此数据库中获取几把各种类型的锁 (键 cs:{name}:lock)',
    'Lock demo traffic':
        '锁演示流量',
    'Demo traffic failed: %1':
        '演示流量失败: %1',
    ' · %1 reads failed in the last tick':
        ' · 上一周期有 %1 次读取失败',
    ' · discovery stopped at its key limit':
        ' · 发现过程在键数上限处停止',
    'Last refresh failed: %1':
        '上次刷新失败: %1',
    'Seven seconds of acquire/release on the lock burst: a release, an expiry, and a lease that runs out as the next client takes the lock (Ctrl+Shift+T)':
        '在锁 burst 上进行七秒的获取/释放: 一次释放、一次过期, 以及一次在下一个客户端获取锁时到期的租约 (Ctrl+Shift+T)',
    'its locks: who holds what, for how much longer, who waits.':
        '其中的锁: 谁持有什么、还能持有多久、谁在等待。',
    'Looking for locks…':
        '正在查找锁…',
    'No locks found in this database':
        '此数据库中没有找到锁',
    "This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock and fair locks, BullMQ job locks, Redis in Action's lock:*): holder, hold count, fencing number, the TTL counting down, waiters, and a timeline of holds over the last two minutes.":
        '此视图显示 CoordScope 能识别的锁 (它自己的、redis-py、Redisson RLock 和公平锁、BullMQ 的任务锁、Redis 实战的 lock:*): 持有者、持有次数、栅栏令牌、倒计时的 TTL、等待者, 以及最近两分钟内的持有时间线。',
    'Load demo data takes a few locks of each kind in this database.':
        '加载演示数据会在此数据库中获取几把各种类型的锁。',
    '%n lock(s)':
        '%n 把锁',
    'Overview':
        '概览',
    'The server: version, memory, clients, keys':
        '服务器: 版本、内存、客户端、键',
    'Inspector':
        '检查器',
    'Every coordination primitive found in the database, live':
        '数据库中找到的所有协调原语, 实时显示',
    'Locks':
        '锁',
    'Semaphores':
        '信号量',
    'Delayed queues':
        '延时队列',
    'Rate limiters':
        '限流器',
    'Every key, above all those no layout claims: type, TTL, size and a paged value preview':
        '所有键, 尤其是没有任何布局认领的键: 类型、TTL、大小以及分页的值预览',
    'Simulated clients against one primitive, injected faults and a safety checker':
        '针对一个原语的模拟客户端、注入的故障和安全性检查器',
    'Cluster':
        '集群',
    "A Redis Cluster's nodes, slots and links, and the redirections met":
        'Redis 集群的节点、槽和连接, 以及遇到的重定向',
    'Sentinel':
        '哨兵',
    'The master Redis Sentinel monitors, its replicas and their lag, the quorum, and the failovers the connection follows':
        'Redis 哨兵监控的主节点、其从节点及复制延迟、法定人数, 以及连接跟随的故障转移',
    'Load budget':
        '负载预算',
    'The most the inspector may put on a server, counted with everything CoordScope sends on the connection: a share of one server core ("2%"), commands per second ("400/s"), both ("2%,400/s", the default), or "unlimited". Discovery passes wait and ticks are skipped to stay within it; Scan now in the Inspector runs one pass without it.':
        '检查器最多可以给服务器带来的负载, 与 CoordScope 在此连接上发送的所有命令合并计算: 服务器一个核心的份额 ("2%")、每秒命令数 ("400/s")、两者 ("2%,400/s", 默认), 或 "unlimited"。为保持在预算内, 发现过程会等待, 刷新周期会跳过; 检查器中的“立即扫描”会不受预算限制地运行一轮。',
    'Start &sandbox':
        '启动沙盒(&S)',
    'Start a private redis-server for experiments and connect to it':
        '启动一个私有的 redis-server 用于实验并连接到它',
    '&Connect…':
        '连接(&C)…',
    'Connect to a Redis server (Ctrl+K)':
        '连接到 Redis 服务器 (Ctrl+K)',
    '&Disconnect':
        '断开连接(&D)',
    '&Read-only':
        '只读(&R)',
    'Send only read commands to this server. The inspector only reads either way; the playground actions (acquire, release, enqueue, hit, demo data) need it off. On by default for every server but the sandbox.':
        '只向此服务器发送读命令。检查器无论如何只会读取; 演练场的操作 (获取、释放、入队、请求、演示数据) 需要关闭只读。除沙盒外, 每个服务器默认开启。',
    'Load &budget…':
        '负载预算(&B)…',
    'How much load the inspector may put on a server: a share of one server core and commands per second (default %1)':
        '检查器最多可以给服务器带来多少负载: 服务器一个核心的份额和每秒命令数 (默认 %1)',
    '&Keep sandbox data between runs':
        '在两次运行之间保留沙盒数据(&K)',
    "Checked, quitting keeps the sandbox's keys for the next start without asking; unchecked, a quit with keys in the sandbox asks":
        '勾选时, 退出会不经询问为下次启动保留沙盒中的键; 不勾选时, 沙盒中有键则退出时会询问',
    '&Filter command log':
        '筛选命令日志(&F)',
    '&Quit':
        '退出(&Q)',
    '&Connection':
        '连接(&C)',
    '&View':
        '视图(&V)',
    'Command log':
        '命令日志',
    'Write a few of each primitive (locks, semaphores, delayed queues, limiters, an address book) under cs: (Ctrl+Shift+D)':
        '在 cs: 下写入几个各类原语 (锁、信号量、延时队列、限流器、一个通讯录) (Ctrl+Shift+D)',
    'The last session ended on %1, which needs a password: passwords are not stored. Give it in the connection dialog, or stay on the sandbox.':
        '上次会话结束于 %1, 它需要密码: 密码不会被保存。请在连接对话框中输入, 或留在沙盒。',
    'Releasing what CoordScope holds on the server…':
        '正在释放 CoordScope 在服务器上持有的资源…',
    "The sandbox's data was not kept: %1. Quit again to leave without it.":
        '沙盒的数据未被保留: %1。再次退出将不保留数据直接离开。',
    'Quit CoordScope':
        '退出 CoordScope',
    'The sandbox holds %n key(s). Keep them for the next start?':
        '沙盒中有 %n 个键。要为下次启动保留它们吗?',
    'Kept, the sandbox starts from them next time (%1). Discarded, it starts empty.':
        '保留: 沙盒下次从这些数据启动 (%1)。丢弃: 沙盒下次为空。',
    '&Keep':
        '保留(&K)',
    '&Discard':
        '丢弃(&D)',
    'Do not ask again':
        '不再询问',
    'Connection failed: %1':
        '连接失败: %1',
    'Connection to %1 failed: %2':
        '连接到 %1 失败: %2',
    'Could not start the sandbox redis-server: %1\nConnect to a Redis server instead (Ctrl+K).':
        '无法启动沙盒 redis-server: %1\n请改为连接到 Redis 服务器 (Ctrl+K)。',
    'Allow CoordScope to write to %1?\n\nThe playground actions (acquire, release, extend, enqueue, hit, load demo data) will change data on this server. The inspector keeps reading only.':
        '允许 CoordScope 写入 %1 吗?\n\n演练场的操作 (获取、释放、续约、入队、请求、加载演示数据) 将更改此服务器上的数据。检查器仍然只读取。',
    'Allow writes':
        '允许写入',
    'Dismiss':
        '关闭',
    'operations/s':
        '操作数/秒',
    'wait p50':
        '等待 p50',
    'wait p99':
        '等待 p99',
    'Throughput':
        '吞吐量',
    'ops/s':
        '操作/秒',
    'Wait to grant':
        '获得授予前的等待',
    'limited/s':
        '受限/秒',
    'admitted/s':
        '允许/秒',
    'admitted':
        '已允许',
    'limited':
        '受限',
    'Wait from enqueue to delivery':
        '从入队到投递的等待',
    'Delivered after due':
        '到期后多久投递',
    'Admitted and limited':
        '允许与受限',
    'Client':
        '客户端',
    'Parameters':
        '参数',
    "One client's own parameters on top of the run's: any of hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, fenced, comma-separated. The other clients keep the run's.":
        '在本次运行参数之上某个客户端自己的参数: hold=100-200、think=5、ttl=500、wait=1000、retry=10、watchdog、fenced 中的任意几项, 以逗号分隔。其他客户端沿用本次运行的参数。',
    'Add client':
        '添加客户端',
    'Remove':
        '移除',
    'per-client row %1: client "%2" is not a client number (0 to %3)':
        '单客户端第 %1 行: 客户端“%2”不是客户端编号 (0 到 %3)',
    'client %1: there are only %2 clients (0 to %3)':
        '客户端 %1: 只有 %2 个客户端 (0 到 %3)',
    'client %1: given twice (per-client rows %2 and %3)':
        '客户端 %1: 重复指定 (单客户端第 %2 行和第 %3 行)',
    'client %1: %2':
        '客户端 %1: %2',
    'A cluster, 3 + 3':
        '集群, 3 + 3',
    'Sentinel, 1 + 2 + 3':
        '哨兵, 1 + 2 + 3',
    'Custom':
        '自定义',
    'Milliseconds a grant is held: "30" or a range "20-80"':
        '每次授予持有的毫秒数: "30" 或范围 "20-80"',
    'Milliseconds between two operations: "5" or "0-10"':
        '两次操作之间的毫秒数: "5" 或 "0-10"',
    'Semaphores: the permits; rate limiters: the admissions per window':
        '信号量: 许可数; 限流器: 每个窗口允许的请求数',
    "Rate limiters: the window's length in milliseconds":
        '限流器: 窗口长度 (毫秒)',
    'A Redis Cluster the playground starts: 3 masters, 3 replicas. Clients route by slot; the faults server-stop (of a master), replication-pause, cluster-failover and slot-migration act on it. Off: the connected server (Redlock: five masters; synced: a master and a replica).':
        '演练场启动的 Redis 集群: 3 个主节点, 3 个从节点。客户端按槽路由; 故障 server-stop (停止一个主节点)、replication-pause、cluster-failover 和 slot-migration 作用于该集群。关闭时: 使用已连接的服务器 (Redlock: 五个主节点; synced: 一个主节点和一个从节点)。',
    "A master, 2 replicas and 3 sentinels the playground starts. Clients find the master through the sentinels, which promote a replica when the master is stopped or paused for longer than 1000 ms; replication-pause cuts the master's replicas off.":
        '演练场启动的一个主节点、2 个从节点和 3 个哨兵。客户端通过哨兵找到主节点; 主节点停止或暂停超过 1000 毫秒时, 哨兵会提升一个从节点; replication-pause 会切断主节点与从节点的联系。',
    'Scenario':
        '场景',
    'Case':
        '案例',
    'Primitive':
        '原语',
    'Variant':
        '变体',
    'Clients':
        '客户端数',
    'Seconds':
        '秒数',
    'Hold (ms)':
        '持有 (毫秒)',
    'Think (ms)':
        '思考 (毫秒)',
    'Limit':
        '限额',
    'Window (ms)':
        '窗口 (毫秒)',
    'Seed':
        '随机种子',
    'Extra faults':
        '额外故障',
    'Per-client parameters':
        '单客户端参数',
    'A custom run: the checker reports whatever it finds.':
        '自定义运行: 检查器报告它发现的任何问题。',
    'Expected for %1 (%2): %3.':
        '%1 (%2) 的预期: %3。',
    'safe':
        '安全',
    'unsafe':
        '不安全',
    'Hold':
        '持有',
    'Think':
        '思考',
    'Window':
        '窗口',
    'Redlock runs on independent masters, not on a cluster: untick the cluster':
        'Redlock 运行在独立的主节点上, 而不是集群上: 请取消勾选集群',
    'Redlock runs on independent masters, not on a Sentinel deployment: untick Sentinel':
        'Redlock 运行在独立的主节点上, 而不是哨兵部署上: 请取消勾选哨兵',
    'fault %1: client "%2": there are only %3 clients (0 to %4)':
        '故障 %1: 客户端“%2”: 只有 %3 个客户端 (0 到 %4)',
    'fault %1: when "%2": after the run\'s end (%3 ms)':
        '故障 %1: 时间“%2”: 在运行结束之后 (%3 毫秒)',
    'Fault':
        '故障',
    'When':
        '时间',
    'Client / node':
        '客户端 / 节点',
    'For / by':
        '持续 / 偏移',
    'Faults added to the run. When: ms from the start (500), or a probability per operation of the client (p=0.01 or 1%). Client faults name a client, or "all" for a probability on every client; server faults a node. Pause, client-pause and debug-sleep last "for" ms, clock-skew and slow-network shift "by" ms. "crash after-setnx" crashes at that step of the variant instead of between operations.':
        '加入本次运行的故障。时间: 距开始的毫秒数 (500), 或客户端每次操作的概率 (p=0.01 或 1%)。客户端故障指定一个客户端, 或用 "all" 表示每个客户端的概率; 服务器故障指定一个节点。pause、client-pause 和 debug-sleep 持续“持续”毫秒, clock-skew 和 slow-network 偏移“偏移”毫秒。"crash after-setnx" 在变体的该步骤崩溃, 而不是在两次操作之间。',
    'Add fault':
        '添加故障',
    'when':
        '时间',
    'client':
        '客户端',
    'for':
        '持续',
    'slot':
        '槽',
    'by':
        '偏移',
    'fault %1: %2 "%3": %4':
        '故障 %1: %2“%3”: %4',
    'fault %1: step "%2": the run\'s variant has no such step (%3)':
        '故障 %1: 步骤“%2”: 本次运行的变体没有这个步骤 (%3)',
    'it has none: crash between operations':
        '它没有步骤: 在两次操作之间崩溃',
    'its steps: %1':
        '它的步骤: %1',
    'a time in ms, p=0.01 or 1%':
        '以毫秒计的时间, p=0.01 或 1%',
    "a node's number":
        '节点编号',
    "a client's number, or all":
        '客户端编号, 或 all',
    'fault %1: %2 %3 does not exist':
        '故障 %1: %2 %3 不存在',
    'a slot from 0 to 16383':
        '0 到 16383 之间的槽',
    'a whole number of ms':
        '整数毫秒',
    'fault %1: %2':
        '故障 %1: %2',
    'One row per client: holds in blue, waits as grey lines (a tick where refused), enqueues as green ticks, limited hits as grey ticks, faults in orange (a dashed line for a server fault), violations in red':
        '每个客户端一行: 持有为蓝色, 等待为灰线 (被拒绝处有刻度), 入队为绿色刻度, 受限的请求为灰色刻度, 故障为橙色 (服务器故障为虚线), 违规为红色',
    'held':
        '持有',
    'waiting':
        '等待',
    'enqueued':
        '已入队',
    'fault':
        '故障',
    'violation':
        '违规',
    "Start a run: each client's holds show here":
        '开始一次运行: 每个客户端的持有情况会显示在这里',
    'cannot read %1: %2':
        '无法读取 %1: %2',
    'granted':
        '已授予',
    'Outcome':
        '结果',
    'Validity left':
        '剩余有效期',
    'Node %1':
        '节点 %1',
    "The lock's TTL in the next run: the validity budget":
        '下次运行中锁的 TTL: 有效期预算',
    "Client 0's clock runs ahead (+) or behind (-) by this much":
        '客户端 0 的时钟快 (+) 或慢 (-) 这么多',
    "Extra delay before every client's commands: validity shrinks":
        '每个客户端的命令之前的额外延迟: 有效期会缩短',
    'Clock drift':
        '时钟漂移',
    'Node latency':
        '节点延迟',
    "Redlock: each node's answer and latency, and the validity left per attempt":
        'Redlock: 每个节点的应答和延迟, 以及每次尝试剩余的有效期',
    '%1 ms':
        '%1 毫秒',
    'Start':
        '开始',
    'Step':
        '单步',
    'Stop':
        '停止',
    'Save history…':
        '保存历史…',
    'Load history…':
        '加载历史…',
    'Export PNG…':
        '导出 PNG…',
    'While paused: every client does one more operation':
        '暂停时: 每个客户端再执行一次操作',
    'End the run as its time would: operations finish, queues drain':
        '像时间到了一样结束运行: 操作完成, 队列排空',
    'the playground run did not end in time: client %1 may still hold %2 until its lease ends':
        '演练场运行未能及时结束: 客户端 %1 可能仍持有 %2, 直到其租约结束',
    "the playground run did not end in time: its clients' holds stay until their leases end":
        '演练场运行未能及时结束: 其客户端的持有会保留到租约结束',
    'A run is under way: stop it first.':
        '有一次运行正在进行: 请先停止它。',
    'Read-only mode: the playground writes to the server. Turn Read-only off (Connection menu) to run it.':
        '只读模式: 演练场会写入服务器。要运行它, 请关闭只读模式 (“连接”菜单)。',
    'Not connected: start the sandbox or connect to a server to run it.':
        '未连接: 请启动沙盒或连接到服务器后运行。',
    'Start the run':
        '开始运行',
    '%1 · %2 s · %3 events · %4 operations':
        '%1 · %2 秒 · %3 个事件 · %4 次操作',
    'Loading…':
        '正在加载…',
    'Running: no violations so far.':
        '运行中: 目前没有违规。',
    'Could not start: %1':
        '无法开始: %1',
    'Read-only turned on: the run was aborted, it writes to the server.':
        '已开启只读: 运行已中止, 因为它会写入服务器。',
    'The run failed: %1':
        '运行失败: %1',
    '%1 enqueued, %2 delivered (%3 again), %4 acked':
        '入队 %1, 投递 %2 (重复 %3), 确认 %4',
    '%1 admitted, %2 limited':
        '允许 %1, 受限 %2',
    'wait p50 %1 ms, p99 %2 ms, Jain %3':
        '等待 p50 %1 毫秒, p99 %2 毫秒, Jain 指数 %3',
    'Final: %1':
        '最终: %1',
    'So far: %1':
        '目前: %1',
    'Expected: %1. The checker alone found: %2.':
        '预期: %1。仅检查器发现: %2。',
    'Expected: %1. Found: %2.':
        '预期: %1。发现: %2。',
    'Not judged: the run is inconclusive.':
        '不作判断: 运行结果不确定。',
    'As expected.':
        '符合预期。',
    'NOT as expected.':
        '不符合预期。',
    'cannot write %1: %2':
        '无法写入 %1: %2',
    'Loading %1…':
        '正在加载 %1…',
    'Could not load: %1':
        '无法加载: %1',
    'Checking %1…':
        '正在检查 %1…',
    'Loaded %1':
        '已加载 %1',
    'Loaded %1, which may not be whole: %2':
        '已加载 %1, 可能不完整: %2',
    'Save history':
        '保存历史',
    'JSON Lines (*.jsonl);;CSV, events only (*.csv)':
        'JSON Lines (*.jsonl);;CSV, 仅事件 (*.csv)',
    'Saved %1':
        '已保存 %1',
    'Could not save: %1':
        '无法保存: %1',
    'Load history':
        '加载历史',
    'JSON Lines (*.jsonl);;All files (*)':
        'JSON Lines (*.jsonl);;所有文件 (*)',
    '%1 ago':
        '%1 前',
    'Preview':
        '预览',
    'Count':
        '计数',
    'free · %1 waiting':
        '空闲 · %1 个在等待',
    'held by %1':
        '由 %1 持有',
    ' ×%1':
        ' ×%1',
    ' · %1 left':
        ' · 剩余 %1',
    ' · no expiry':
        ' · 不过期',
    ' · %1 waiting':
        ' · %1 个在等待',
    '%1 / %2 holders':
        '%1 / %2 个持有者',
    ' · %1 expired':
        ' · %1 个已过期',
    '%1 due of %2':
        '%2 项中 %1 项到期',
    '%1 scheduled':
        '已调度 %1 项',
    '%1 · limit %2':
        '%1 · 限额 %2',
    'read failed: %1':
        '读取失败: %1',
    'Library':
        '库',
    'State':
        '状态',
    '%n holder(s)':
        '%n 个持有者',
    '%n subject(s)':
        '%n 个对象',
    '  (%n note(s))':
        '  (%n 条备注)',
    'line %1: %2':
        '第 %1 行: %2',
    'still held':
        '仍被持有',
    'released':
        '已释放',
    ', fencing number %1':
        ', 栅栏令牌 %1',
    ', hold count %1':
        ', 持有次数 %1',
    ', lease %1 ms':
        ', 租约 %1 毫秒',
    ', no expiry':
        ', 不过期',
    '%1 must be a whole number of milliseconds':
        '%1 必须是整数毫秒',
    '%1 must be between %2 and %3 ms':
        '%1 必须在 %2 到 %3 毫秒之间',
    'Give the lock a name':
        '请为锁命名',
    "A lock name cannot contain { or } (they delimit the key's hash tag)":
        '锁名不能包含 { 或 } (它们界定键的哈希标签)',
    'A lock name is at most 200 characters':
        '锁名最多 200 个字符',
    'Wait':
        '等待',
    'Retry delay':
        '重试间隔',
    'Not acquired: %1 after %n attempt(s)':
        '未获取: %1, 共尝试 %n 次',
    'held by someone else':
        '被其他人持有',
    'Acquired %1 (%2), token %3':
        '已获取 %1 (%2), 令牌 %3',
    'Nothing to release: this playground does not hold the %1 lock %2':
        '无可释放: 此演练场未持有 %1 锁 %2',
    'the lock was no longer ours (expired or taken)':
        '锁已不再属于我们 (已过期或被接管)',
    'Released %1':
        '已释放 %1',
    'Released one hold of %1; %n left':
        '已释放 %1 的一次持有; 还剩 %n 次',
    'Not released: %1 was no longer ours (expired or taken)':
        '未释放: %1 已不再属于我们 (已过期或被接管)',
    'Deleted %1 without checking whose it was (%2 lock)':
        '未检查归属就删除了 %1 (%2 锁)',
    'Nothing to extend: this playground does not hold the %1 lock %2':
        '无可续约: 此演练场未持有 %1 锁 %2',
    'the lock was lost':
        '锁已丢失',
    'Not extended: %1 was no longer ours':
        '未续约: %1 已不再属于我们',
    'Extended %1':
        '已续约 %1',
    ', valid for %1 ms':
        ', 有效期 %1 毫秒',
    'Loaded %1 demo locks':
        '已加载 %1 把演示锁',
    'Demo traffic on the lock burst done':
        '锁 burst 上的演示流量已完成',
    '"%1" is not a whole number':
        '“%1”不是整数',
    '%1 is out of range (%2 to %3)':
        '%1 超出范围 (%2 到 %3)',
    'Age (s)':
        '存在时间 (秒)',
    'Time left (s)':
        '剩余时间 (秒)',
    'Counter':
        '计数器',
    '%1 and %2':
        '%1 和 %2',
    'the chart could not be drawn':
        '无法绘制图表',
    'Export failed':
        '导出失败',
    'Could not write %1: %2':
        '无法写入 %1: %2',
    'CSV files (*.csv)':
        'CSV 文件 (*.csv)',
    'Saved %n row(s) to %1':
        '已将 %n 行保存到 %1',
    'PNG images (*.png)':
        'PNG 图像 (*.png)',
    'Filter limiters and subjects':
        '筛选限流器和对象',
    'its rate limiters.':
        '其中的限流器。',
    'Looking for rate limiters…':
        '正在查找限流器…',
    'No rate limiters found in this database':
        '此数据库中没有找到限流器',
    'This view shows every rate limiter subject: its algorithm, how much of its allowance is used, and whether the next request would be refused; the chart shows the traffic you send from the form.':
        '此视图显示每个限流器对象: 其算法、额度已使用多少, 以及下一个请求是否会被拒绝; 图表显示你从表单发送的流量。',
    'Load demo data writes a limiter of each kind with a few subjects.':
        '加载演示数据会写入每种类型的一个限流器, 各带几个对象。',
    'Loading rate limiter demo data':
        '正在加载限流器演示数据',
    'Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)':
        '写入每种类型的一个限流器, 各带几个对象 (cs:{name:subject}:kind)',
    'Recent contacts':
        '最近联系人',
    '&Add contact':
        '添加联系人(&A)',
    'user (cs:{user}:recent)':
        '用户 (cs:{user}:recent)',
    'Type to match contacts':
        '输入以匹配联系人',
    'How the text matches: exact matches first, then prefix matches, then the others, most recent first within each':
        '文本的匹配方式: 先完全匹配, 再前缀匹配, 然后其他, 每组内最近的在前',
    '&User:':
        '用户(&U):',
    'Match:':
        '匹配:',
    'User: %1':
        '用户: %1',
    'Matching recent contacts':
        '正在匹配最近联系人',
    'Adding a recent contact':
        '正在添加最近联系人',
    'Added.':
        '已添加。',
    'Could not add: %1':
        '无法添加: %1',
    'Could not match: %1':
        '无法匹配: %1',
    "Move the text to the front of the user's recent contacts":
        '把该文本移到该用户最近联系人的最前面',
    'Read-only mode: adding a contact writes the list':
        '只读模式: 添加联系人会写入列表',
    'no answer within the %1 ms a quit waits':
        '在退出等待的 %1 毫秒内没有应答',
    'Release before quitting':
        '退出前释放',
    'playground scenario %1: the run did not finish within %2 s':
        '演练场场景 %1: 运行未在 %2 秒内结束',
    'playground scenario %1: no final verdict within %2 s':
        '演练场场景 %1: 未在 %2 秒内得出最终结论',
    'cannot create %1':
        '无法创建 %1',
    'not connected after %1 s':
        '%1 秒后仍未连接',
    'no Playground tab':
        '没有演练场标签页',
    'no playground scenario named %1':
        '没有名为 %1 的演练场场景',
    'playground scenario %1: cannot start: %2':
        '演练场场景 %1: 无法开始: %2',
    'playground scenario %1: the run did not start':
        '演练场场景 %1: 运行未开始',
    'playground scenario %1: the run failed: %2':
        '演练场场景 %1: 运行失败: %2',
    'cannot write %1':
        '无法写入 %1',
    "basic, fair and locked are the book's semaphores (client clocks); atomic and ttl-keys are the safe ones":
        'basic、fair 和 locked 是书中的信号量 (使用客户端时钟); atomic 和 ttl-keys 是安全的',
    'Acquire a permit':
        '获取一个许可',
    'Release a permit':
        '释放一个许可',
    "A sorted set scored by the client's clock: clients with skewed clocks steal permits":
        '按客户端时钟打分的有序集合: 时钟偏差的客户端会抢走许可',
    'Ordered by a counter (INCR), so a fast clock does not jump the queue; still times out by client time':
        '按计数器 (INCR) 排序, 因此时钟快的客户端无法插队; 但仍按客户端时间判断超时',
    'The fair semaphore acquired under a short token lock':
        '在短时令牌锁保护下获取的公平信号量',
    "One script on the server's clock, scored by expiry":
        '在服务器时钟上运行的单个脚本, 按过期时间打分',
    "Ordered by a counter, each permit's lease a key that Redis expires: no clock comparisons at all":
        '按计数器排序, 每个许可的租约是一个由 Redis 过期的键: 完全不比较时钟',
    'unknown: choose':
        '未知: 请选择',
    'name, e.g. pool (keys cs:{pool}:…)':
        '名称, 例如 pool (键 cs:{pool}:…)',
    'Permits in all':
        '许可总数',
    'A permit not released within its lease expires':
        '租约内未释放的许可会过期',
    'How long Acquire keeps trying; 0: one attempt':
        '获取操作持续重试的时长; 0: 只尝试一次',
    'L&ease:':
        '租约(&E):',
    '&Wait:':
        '等待(&W):',
    'The kind of %1 is %2. %3':
        '%1 的类型是 %2。%3',
    "Enter the semaphore's name.":
        '请输入信号量的名称。',
    'The name cannot be used: %1':
        '无法使用该名称: %1',
    'The name is too long (at most 200 characters).':
        '名称太长 (最多 200 个字符)。',
    'Choose a kind of semaphore.':
        '请选择一种信号量。',
    'Refused: the connection is read-only.':
        '被拒绝: 连接为只读。',
    'Refused: not connected.':
        '被拒绝: 未连接。',
    'Read-only connection: CoordScope sends only read commands. Turn read-only off for this connection to acquire and release permits.':
        '只读连接: CoordScope 只发送读命令。要获取和释放许可, 请关闭此连接的只读模式。',
    'Acquire a permit (Ctrl+Shift+A)':
        '获取一个许可 (Ctrl+Shift+A)',
    'Release the oldest permit acquired here (Ctrl+Shift+R)':
        '释放在此获取的最早的许可 (Ctrl+Shift+R)',
    'Acquiring a permit on %1…':
        '正在获取 %1 上的一个许可…',
    'Acquire a %1 permit on %2':
        '获取 %2 上的一个 %1 许可',
    'Acquire failed: %1':
        '获取失败: %1',
    'Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; %7 held here':
        '已获取 %1 上的一个许可 (%2): 持有者 %3, 排名 %4, 限额 %5, 租约 %6; 在此持有 %7 个',
    'Refused on %1 (%2): %3':
        '在 %1 (%2) 上被拒绝: %3',
    'no permit free':
        '没有空闲许可',
    'Releasing a permit on %1…':
        '正在释放 %1 上的一个许可…',
    'Release a %1 permit on %2':
        '释放 %2 上的一个 %1 许可',
    'Release failed: %1':
        '释放失败: %1',
    'Released holder %1 on %2; %3 held here':
        '已释放 %2 上的持有者 %1; 在此持有 %3 个',
    'Holder %1 on %2 had already expired and was cleaned up: %3':
        '%2 上的持有者 %1 已过期并被清理: %3',
    'Not run: the connection changed or the action was cancelled.':
        '未执行: 连接已改变或操作已取消。',
    'unknown (%1)':
        '未知 (%1)',
    ' or ':
        ' 或 ',
    'Its :semlock key exists: only the locked semaphore writes one.':
        '存在它的 :semlock 键: 只有 locked 信号量会写入该键。',
    "An :owners set is written by the fair and the locked semaphore; the locked one's :semlock key exists only while an acquire runs.":
        'fair 和 locked 信号量都会写入 :owners 集合; locked 信号量的 :semlock 键只在获取操作运行期间存在。',
    'Its holders are scored by a counter and it has a :counter or :lease: key: only ttl-keys writes those.':
        '它的持有者按计数器打分, 且存在 :counter 或 :lease: 键: 只有 ttl-keys 会写入这些键。',
    'Its holders did not read as scored by time, yet it has neither the :counter of ttl-keys nor the :owners of fair: the keys do not tell.':
        '它的持有者看起来不是按时间打分的, 但它既没有 ttl-keys 的 :counter, 也没有 fair 的 :owners: 无法从键判断。',
    'Only a :holders set scored by time: the basic semaphore scores the acquire time, the atomic one the expiry, and the keys cannot tell which.':
        '只有按时间打分的 :holders 集合: basic 信号量记录获取时间, atomic 信号量记录过期时间, 无法从键判断是哪一种。',
    'No :holders set: the keys do not say which kind wrote them.':
        '没有 :holders 集合: 无法从键判断是哪种信号量写入的。',
    'counter %1':
        '计数器 %1',
    'expires in %1':
        '%1 后过期',
    'expired %1 ago':
        '%1 前已过期',
    'beyond limit':
        '超出限额',
    'expired, not cleaned':
        '已过期, 未清理',
    'Ranked past the limit but still in the set: it should not hold a permit':
        '排名超出限额但仍在集合中: 它不应持有许可',
    'Past its lease; the next acquire removes it':
        '已超过租约; 下一次获取会将其移除',
    'Lease TTL (ms)':
        '租约 TTL (毫秒)',
    'Rank':
        '排名',
    'Expiry':
        '过期时间',
    'Age':
        '存在时间',
    'Lease TTL':
        '租约 TTL',
    'Beyond limit':
        '超出限额',
    'Expired':
        '已过期',
    'limit %1':
        '限额 %1',
    '%1 Seen as %2 earlier: its keys then said so.':
        '%1 之前曾被识别为 %2: 当时它的键是这样显示的。',
    '%1 (assumed)':
        '%1 (推测)',
    'This layout does not store its limit: this is the limit CoordScope last used on it':
        '此布局不存储限额: 这是 CoordScope 上次对它使用的限额',
    'Members past their lease that no acquire has cleaned up yet':
        '已超过租约但尚未被任何获取操作清理的成员',
    'Live members ranked at or past the limit: they should not hold a permit':
        '排名达到或超过限额的存活成员: 它们不应持有许可',
    'Holders':
        '持有者',
    'Free':
        '空闲',
    'semaphores view':
        '信号量视图',
    'Export semaphores as CSV…':
        '将信号量导出为 CSV…',
    'Export members as CSV…':
        '将成员导出为 CSV…',
    'Filter by name, layout, kind or notes':
        '按名称、布局、类型或备注筛选',
    'Copy &holder ids':
        '复制持有者 ID(&H)',
    'Load semaphore demo data':
        '加载信号量演示数据',
    'Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder beyond its limit, and two with expired members not yet cleaned up':
        '在 cs:{sem-demo-…} 下写入几个信号量: 一个 basic 信号量、一个有持有者超出限额的公平信号量, 以及两个有已过期但尚未清理的成员的信号量',
    'Demo data loaded: %1 semaphores':
        '已加载演示数据: %1 个信号量',
    'Select a semaphore to see its members':
        '选择一个信号量以查看其成员',
    '%1 is gone (its keys vanished or changed type)':
        '%1 已不存在 (其键已消失或类型已改变)',
    ' · limit %1 (assumed)':
        ' · 限额 %1 (推测)',
    ' · limit %1':
        ' · 限额 %1',
    'Notes: ':
        '备注: ',
    'its semaphores.':
        '其中的信号量。',
    'Looking for semaphores…':
        '正在查找信号量…',
    'No semaphores found in this database':
        '此数据库中没有找到信号量',
    "This view shows counting semaphores (CoordScope's, Redisson's RSemaphore and RPermitExpirableSemaphore, Redis in Action's): each one's members in rank order with their age or counter, the limit, and the members beyond the limit or expired but not yet cleaned up.":
        '此视图显示计数信号量 (CoordScope 自己的、Redisson 的 RSemaphore 和 RPermitExpirableSemaphore、Redis 实战的): 每个信号量按排名排列的成员及其存在时间或计数器、限额, 以及超出限额或已过期但尚未清理的成员。',
    'Load demo data writes a semaphore of each kind with a few holders.':
        '加载演示数据会写入每种类型的一个信号量, 各带几个持有者。',
    'From':
        '原主节点',
    'To':
        '新主节点',
    'Learnt from':
        '获知来源',
    '+switch-master from sentinel %1':
        '来自哨兵 %1 的 +switch-master',
    'sentinel %1, asked at a reconnect':
        '哨兵 %1, 在重连时询问',
    'Replica':
        '从节点',
    'Flags':
        '标志',
    'Link to master':
        '与主节点的连接',
    'Replication offset':
        '复制偏移量',
    'Lag (bytes)':
        '延迟 (字节)',
    "The master's offset could not be read (INFO replication on the master)":
        '无法读取主节点的偏移量 (主节点上的 INFO replication)',
    'Refresh':
        '刷新',
    'Read the status from the sentinels now (read commands only)':
        '立即从哨兵读取状态 (仅读命令)',
    'Master:':
        '主节点:',
    'Quorum:':
        '法定人数:',
    'Sentinels:':
        '哨兵:',
    "<b>Replicas</b>: the lag is how many bytes of the master's replication stream each has not acknowledged yet; a write acknowledged by the master alone is lost if it fails over to a replica that lags.":
        '<b>从节点</b>: 延迟是指每个从节点尚未确认的主节点复制流字节数; 如果故障转移到一个有延迟的从节点, 只被主节点确认的写入会丢失。',
    '<b>Failovers seen</b> by this connection: announced by a sentinel on +switch-master (the client goes to the new master at once), or found when the sentinels were asked again at a reconnect.':
        '此连接看到的<b>故障转移</b>: 由哨兵通过 +switch-master 宣布 (客户端立即转到新主节点), 或在重连时重新询问哨兵时发现。',
    '"%1" at %2 · flags: %3':
        '“%1” 位于 %2 · 标志: %3',
    '%1 sentinels must agree that the master is down · CKQUORUM: %2':
        '需要 %1 个哨兵同意主节点已下线 · CKQUORUM: %2',
    '%1 (answered this read)':
        '%1 (应答了本次读取)',
    '%1 (%2)':
        '%1 (%2)',
    'Reading the Sentinel status failed: %1':
        '读取哨兵状态失败: %1',
    'the sentinels of %1':
        '%1 的哨兵',
    'sentinel %1':
        '哨兵 %1',
    'Read every %1 s from %2 while this tab is shown (SENTINEL MASTER, REPLICAS, SENTINELS, CKQUORUM; INFO replication on the master)':
        '此标签页显示期间每 %1 秒从 %2 读取一次 (SENTINEL MASTER、REPLICAS、SENTINELS、CKQUORUM; 主节点上的 INFO replication)',
    'reading…':
        '读取中…',
    'last read %1':
        '上次读取 %1',
    'asking the sentinels…':
        '正在询问哨兵…',
    '"%1": %2':
        '“%1”: %2',
    'Connect through Redis Sentinel (a redis+sentinel:// URL) to see the master its sentinels monitor, the quorum, the replicas and their lag, and the failovers the connection follows.':
        '通过 Redis 哨兵连接 (redis+sentinel:// URL), 即可查看其哨兵监控的主节点、法定人数、从节点及其延迟, 以及连接跟随的故障转移。',
    'Not a Sentinel connection':
        '不是哨兵连接',
    '%1 is reached directly, not through Redis Sentinel. Connect with a redis+sentinel://HOST:26379/MASTER URL to see its sentinels here.':
        '%1 是直接连接的, 而不是通过 Redis 哨兵。使用 redis+sentinel://HOST:26379/MASTER URL 连接即可在此查看其哨兵。',
    'Uptime':
        '运行时间',
    'Connected clients':
        '已连接客户端',
    'Used memory':
        '已用内存',
    'Keys per database':
        '各数据库的键数',
    'Activity':
        '活动',
    'Operations per second':
        '每秒操作数',
    'Commands processed':
        '已处理命令数',
    'Connections received':
        '已接收连接数',
    'Blocked clients':
        '阻塞的客户端',
    'Keyspace hits':
        '键空间命中',
    'Keyspace misses':
        '键空间未命中',
    'Server':
        '服务器',
    'TCP port':
        'TCP 端口',
    'Process id':
        '进程 ID',
    'Executable':
        '可执行文件',
    'Memory limit':
        '内存上限',
    'Eviction policy':
        '淘汰策略',
    'Operating system':
        '操作系统',
    'This server holds no keys yet. Load demo data to see a few of every primitive in the tabs, try a lock in the Locks tab, or run a scenario in the Playground.':
        '此服务器还没有键。加载演示数据即可在各标签页中看到几个各类原语, 也可以在“锁”标签页中试用锁, 或在演练场中运行一个场景。',
    'Redis (version unknown)':
        'Redis (版本未知)',
    'Redis %1':
        'Redis %1',
    'The server refuses INFO (%1): no server figures; asked again every %2 s':
        '服务器拒绝 INFO (%1): 没有服务器数据; 每 %2 秒重新询问一次',
    'Reading INFO…':
        '正在读取 INFO…',
    'Connecting…':
        '正在连接…',
    'Starting the sandbox…':
        '正在启动沙盒…',
    'A private redis-server for experiments, gone when CoordScope quits.':
        '一个用于实验的私有 redis-server, CoordScope 退出时随之消失。',
    'Connection lost, reconnecting…':
        '连接已断开, 正在重连…',
    'The summary comes back as soon as %1 answers again.':
        '%1 再次应答后, 摘要会立即恢复。',
    'Start a private sandbox server to experiment safely, or connect to a Redis server you run.':
        '启动一个私有的沙盒服务器以便安全地实验, 或连接到你运行的 Redis 服务器。',
    'sandbox on %1':
        '沙盒位于 %1',
    'db%1    %2 keys, %3 with a TTL':
        'db%1    %2 个键, %3 个带 TTL',
    'No keys in any database.':
        '所有数据库中都没有键。',
    'Updated %1 · refreshed every %2 s':
        '更新于 %1 · 每 %2 秒刷新',
    'the sandbox is not running':
        '沙盒未在运行',
    'the sandbox did not say where it saved':
        '沙盒没有说明它保存在哪里',
    'could not write %1':
        '无法写入 %1',
    'the sandbox redis-server exited unexpectedly (exit code %1)':
        '沙盒 redis-server 意外退出 (退出码 %1)',
    'Read-only: CoordScope sends only read commands to this server. Connection › Read-only turns it off for this connection.':
        '只读: CoordScope 只向此服务器发送读命令。“连接 › 只读”可以为此连接关闭只读。',
    'TLS unverified':
        'TLS 未验证',
    "TLS without certificate verification (verify=no): the server's certificate is not checked, so the server is not authenticated and anyone on the path can read and change this connection. Use ca= (or the system's CAs) and leave verify on.":
        'TLS 未验证证书 (verify=no): 不检查服务器的证书, 因此服务器未经认证, 路径上的任何人都能读取和更改此连接的内容。请使用 ca= (或系统的 CA) 并保持验证开启。',
    "A Redis Cluster: each command goes to the master of its keys' slot, and discovery and the key browser scan every master (the Cluster tab shows the nodes)":
        'Redis 集群: 每条命令都发往其键所在槽的主节点, 发现过程和键浏览器会扫描每个主节点 (“集群”标签页显示各节点)',
    '%1 at %2':
        '%1 位于 %2',
    'no server':
        '没有服务器',
    'read-only':
        '只读',
    'connected, but %1':
        '已连接, 但%1',
    'connecting (starting redis-server)':
        '正在连接 (正在启动 redis-server)',
    'reconnecting (attempt %1, next in %2 ms)':
        '正在重连 (第 %1 次尝试, %2 毫秒后进行下一次)',
    'disconnected: %1':
        '已断开: %1',
    'disconnected':
        '已断开',
    'RTT –':
        'RTT –',
    'load %1 % · %2 cmd/s':
        '负载 %1 % · %2 命令/秒',
    "The load CoordScope puts on this server, over the last %1 s: commands per second, and the share of one server core its commands took (measured from their round trips less the network's: an estimate).\nInspector budget: %2 (Connection › Load budget…; Scan now in the Inspector runs one pass without it).":
        '最近 %1 秒内 CoordScope 给此服务器带来的负载: 每秒命令数, 以及其命令占用服务器一个核心的份额 (由往返时间减去网络时间测得: 一个估计值)。\n检查器预算: %2 (连接 › 负载预算…; 检查器中的“立即扫描”会不受预算限制地运行一轮)。',
    'RTT %1 ms':
        'RTT %1 毫秒',
    "The SSH host %1 is not in %2.\n\nIts %3 key has the fingerprint\n\n    %4\n\nCompare it with the fingerprint the host's administrator gives you (ssh-keygen -lf on the host's key). Trust this host, add its key to known_hosts and connect?":
        'SSH 主机 %1 不在 %2 中。\n\n它的 %3 密钥指纹为\n\n    %4\n\n请将其与主机管理员提供的指纹 (在主机密钥上运行 ssh-keygen -lf) 进行比较。要信任此主机, 把它的密钥加入 known_hosts 并连接吗?',
    'Unknown SSH host':
        '未知的 SSH 主机',
    'Trust and connect':
        '信任并连接',
    'SSH key passphrase':
        'SSH 密钥口令',
    'Passphrase for %1:':
        '%1 的口令:',
    'Layout rules':
        '布局规则',
    'Your own key patterns, one per line as GLOB=KIND; they win over the built-in layouts. For example:\n    myapp:mutex:*=lock\n    jobs:*:delayed=delayed-queue\nKinds: %1.':
        '你自己的键模式, 每行一个, 格式为 GLOB=KIND; 它们优先于内置布局。例如:\n    myapp:mutex:*=lock\n    jobs:*:delayed=delayed-queue\n类型: %1。',
    ': %n item(s)':
        ': %n 项',
    '%n violation(s)':
        '%n 次违规',
    '&Help':
        '帮助(&H)',
    '&Documentation':
        '文档(&D)',
    '&Keyboard shortcuts':
        '键盘快捷键(&K)',
    'Open the documentation: %1':
        '打开文档：%1',
    '&About CoordScope':
        '关于 CoordScope(&A)',
    'About CoordScope':
        '关于 CoordScope',
    'About &Qt':
        '关于 Qt(&Q)',
    'Filter this &tab':
        '筛选本标签页(&T)',
    "Focus the current tab's filter (Escape in it clears it)":
        '聚焦当前标签页的筛选框（在其中按 Escape 清空）',
    'Keyboard shortcuts':
        '键盘快捷键',
    'Action':
        '操作',
    # The charts (issue 23, defect 4).
    'No query yet: type a prefix in Search':
        '还没有查询: 在“搜索”中输入前缀',
    'due order':
        '到期顺序',
    'Scheduled items':
        '已调度的项',
    'No requests sent yet':
        '还没有发送请求',
    'No run yet':
        '还没有运行',
    'No members':
        '没有成员',
    '%1 by rank':
        '按排名的%1',
    'Members':
        '成员',
    '%1, first %2 of %3':
        '%1, 共 %3 个, 显示前 %2 个',
    '%1 (the sandbox)':
        '%1（沙盒）',
    'not found (the sandbox needs redis-server)':
        '未找到（沙盒需要 redis-server）',
    'CoordScope %1':
        'CoordScope %1',
    'Inspector and playground for the coordination primitives built on Redis.':
        '基于 Redis 构建的协调原语的检查器与演练场。',
    'Qt':
        'Qt',
    '%1 (built with %2)':
        '%1（构建时为 %2）',
    'hiredis':
        'hiredis',
    'Redis server':
        'Redis 服务器',
    'Sandbox redis-server':
        '沙盒 redis-server',
    'Licence: MIT (Expat). Copyright © 2026 the CoordScope authors.':
        '许可证：MIT (Expat)。版权所有 © 2026 CoordScope 作者。',
    "No documentation here: neither the sources' docs folder nor the packaged copy (share/doc/coordscope) is there":
        '此处没有文档：源代码的 docs 文件夹和软件包附带的副本（share/doc/coordscope）都不在',
    'ShortcutsDialog|Keys':
        '按键',
    'Where':
        '适用位置',
    'Everywhere':
        '任何位置',
    'Clear the filter':
        '清空筛选框',
    'In a filter box':
        '在筛选框中',
    # The command line (app/cli/), the playground's scenarios and checker (core/playground/), the
    # inspector's notes (core/inspector/), the GUI's --help.
    'skipped':
        '已跳过',
    'Demo data: address book "%1" with %2 names, %3 recent contacts for "%4"':
        '演示数据：通讯录“%1”含 %2 个名字，“%4”的 %3 个最近联系人',
    '; %1 lines longer than %2 MiB dropped (no name is that long: a binary file, or CR line endings?)':
        '；丢弃了 %1 行超过 %2 MiB 的行（没有名字那么长：是二进制文件，还是 CR 换行？）',
    "%1: cancelled; %2 names stored (%3 new): the file's first %2 names, nothing after them":
        '%1：已取消；已存入 %2 个名字（%3 个新的）：即文件的前 %2 个名字，其后没有',
    '%1: %2 names stored (%3 new) from %4 lines':
        '%1：从 %4 行存入 %2 个名字（%3 个新的）',
    ', %1 invalid lines skipped (%2)':
        '，跳过 %1 个无效行（%2）',
    '; stopped: %1':
        '；已停止：%1',
    'usage: ':
        '用法：',
    'unknown %1 action "%2" (known: %3)':
        '未知的 %1 操作“%2”（已知：%3）',
    'the %1 %2':
        '%1 %2',
    '--%1 is for %2 %3':
        '--%1 仅用于 %2 %3',
    '--%1 must be a whole number in [%2, %3], not "%4"':
        '--%1 必须是 [%2, %3] 内的整数，而不是“%4”',
    'loading: %1 names (%2 new), %3 names/s':
        '加载中：%1 个名字（%2 个新的），每秒 %3 个名字',
    ', %1% of the file':
        '，文件的 %1%',
    ', %1 MB read':
        '，已读取 %1 MB',
    '0 skipped':
        '跳过 0 个',
    '%1 skipped (%2 %3':
        '跳过 %1 个（%2 %3',
    ', ... (first %1 shown)':
        '，……（只显示前 %1 个）',
    'unknown --method "%1" (known: ria, bylex)':
        '未知的 --method“%1”（已知：ria、bylex）',
    'cannot read the standard input: %1':
        '无法读取标准输入：%1',
    'FILE "%1" is a directory':
        'FILE“%1”是一个目录',
    'cannot read FILE "%1": %2':
        '无法读取 FILE“%1”：%2',
    '%1 names read (%2 lines): %3 added (new), %4; %5 s, %6 names/s':
        '读取 %1 个名字（%2 行）：新增 %3 个，%4；%5 秒，每秒 %6 个名字',
    '; stopped by an error':
        '；因错误而停止',
    'invalid lines (not UTF-8, or holding U+0000): ':
        '无效行（不是 UTF-8，或含 U+0000）：',
    'Autocomplete address books: query by prefix (ria or bylex), load a file.':
        '自动补全的通讯录：按前缀查询（ria 或 bylex），从文件加载。',
    "query: ria (the book's markers, WATCH/MULTI) or bylex (ZRANGE BYLEX, one round trip; default).":
        'query：ria（通讯录的标记，WATCH/MULTI）或 bylex（ZRANGE BYLEX，一次往返；默认）。',
    'query: at most N names (default %1, at most %2).':
        'query：最多 N 个名字（默认 %1，最多 %2）。',
    "query: the next page, after this name (a page's last name; --json prints it as next_after).":
        'query：下一页，从这个名字之后开始（一页的最后一个名字；--json 以 next_after 输出）。',
    "sweep: remove markers added more than MS ago (default %1; 0: all, a running query's too).":
        'sweep：删除 MS 毫秒之前添加的标记（默认 %1；0：全部，包括正在运行的查询的标记）。',
    "Use the book's case-insensitive index (a separate one: add to it with --ignore-case too).":
        '使用通讯录的不区分大小写索引（独立的一个：添加时也要加 --ignore-case）。',
    "A user's recent contacts, most recent first, capped; query by --mode.":
        '用户的最近联系人，最近的在前，有上限；用 --mode 查询。',
    'add: keep at most N contacts (default %1, at most %2).':
        'add：最多保留 N 个联系人（默认 %1，最多 %2）。',
    'query: exact, prefix (default), suffix, contains or all (the matches first, then the rest).':
        'query：exact、prefix（默认）、suffix、contains 或 all（先是匹配的，然后是其余的）。',
    'query: at most N contacts (default: all).':
        'query：最多 N 个联系人（默认：全部）。',
    'query: match case (default: Unicode case folding).':
        'query：区分大小写（默认：Unicode 大小写折叠）。',
    '%1 stale markers removed':
        '删除了 %1 个过期标记',
    '%1 of %2 %3':
        '%2 个中 %1 个%3',
    'added (new)':
        '已添加（新的）',
    'unknown --mode "%1" (known: exact, prefix, suffix, contains, all)':
        '未知的 --mode“%1”（已知：exact、prefix、suffix、contains、all）',
    '%1 added (cap %2)':
        '已添加 %1 个（上限 %2）',
    'not in the list':
        '不在列表中',
    '"%1": %n suggestion(s) in %2 µs by %3, %4 commands':
        '“%1”：%n 条建议，耗时 %2 µs，方法 %3，%4 条命令',
    'failed operations: %1 of %2 (%3 %): %4; the first at +%5 s, the last at +%6 s':
        '失败的操作：%2 个中有 %1 个（%3 %）：%4；第一次在 +%5 秒，最后一次在 +%6 秒',
    'INCONCLUSIVE: more than %1 % of the operations failed with an error, so the run says little about the primitive':
        '结论不可靠：超过 %1 % 的操作因错误而失败，这次运行对该原语说明不了多少',
    'Server to use: redis://[user:password@]host:port/db, rediss://... or unix:///path.sock (default: $COORDSCOPE_URL, else %1). A password may also come from $COORDSCOPE_PASSWORD.':
        '要使用的服务器：redis://[user:password@]host:port/db、rediss://... 或 unix:///path.sock（默认：$COORDSCOPE_URL，否则 %1）。密码也可以来自 $COORDSCOPE_PASSWORD。',
    'Prefix of every key the primitives use (default: $COORDSCOPE_PREFIX, else cs:).':
        '原语使用的每个键的前缀（默认：$COORDSCOPE_PREFIX，否则 cs:）。',
    'Send only read commands: anything else is refused before it is sent (also ?read_only=yes in the URL).':
        '只发送读命令：其他命令在发送前就被拒绝（URL 中的 ?read_only=yes 也一样）。',
    'Reach the server through SSH: [user@]host[:port], or a Host of ~/.ssh/config (also ?ssh= in the URL). Logs in with the agent, the key files, then a password; checks the host key against ~/.ssh/known_hosts.':
        '通过 SSH 连接服务器：[user@]host[:port]，或 ~/.ssh/config 中的 Host（URL 中的 ?ssh= 也一样）。依次用 agent、密钥文件、密码登录；按 ~/.ssh/known_hosts 检查主机密钥。',
    'SSH private key file (Ed25519, ECDSA, RSA). Its passphrase comes from $COORDSCOPE_SSH_PASSPHRASE, else is asked for on the terminal.':
        'SSH 私钥文件（Ed25519、ECDSA、RSA）。其口令来自 $COORDSCOPE_SSH_PASSPHRASE，否则在终端上询问。',
    'Trust an SSH host that is not in known_hosts yet, and add its key there. A host whose key changed is refused even so.':
        '信任尚未在 known_hosts 中的 SSH 主机，并把它的密钥加入其中。密钥已改变的主机仍会被拒绝。',
    'known_hosts file to check SSH host keys against (default: ~/.ssh/known_hosts).':
        '用来检查 SSH 主机密钥的 known_hosts 文件（默认：~/.ssh/known_hosts）。',
    'Jump hosts before the SSH host, as ssh -J: [user@]host[:port][,...].':
        'SSH 主机之前的跳板主机，同 ssh -J：[user@]host[:port][,...]。',
    'OpenSSH client config to read (default: ~/.ssh/config; "none": none).':
        '要读取的 OpenSSH 客户端配置（默认：~/.ssh/config；"none"：不读取）。',
    'Log in to the SSH host with a password too: from $COORDSCOPE_SSH_PASSWORD, else asked for on the terminal.':
        '也用密码登录 SSH 主机：来自 $COORDSCOPE_SSH_PASSWORD，否则在终端上询问。',
    'Print one JSON object instead of text.':
        '输出一个 JSON 对象，而不是文本。',
    'Show help (for a subcommand: coordscope-cli SUBCOMMAND --help).':
        '显示帮助（子命令的帮助：coordscope-cli SUBCOMMAND --help）。',
    'Show the version.':
        '显示版本。',
    'unknown option(s) %1 (try --help)':
        '未知选项 %1（试试 --help）',
    '\nSubcommands:\n':
        '\n子命令：\n',
    '\nExit status: 0 success, 1 failure (server or connection), 2 bad usage, 3 not acquired (or found lost by release/extend), nothing taken from a queue, refused by a rate limiter, or nothing done by operate because the state changed; 4 inconclusive (simulate, check: too many operations failed to judge the run), or operate without --yes (nothing sent); 130 or 143 when SIGINT or SIGTERM ended a --hold, a --wait or a simulate run, after releasing what it held (or printing it). docs/limits.md has every status.\n':
        '\n退出状态：0 成功，1 失败（服务器或连接），2 用法错误，3 未获取到（或 release/extend 发现已丢失）、未从队列中取到任何东西、被限流器拒绝、或 operate 因状态已改变而什么也没做；4 结论不可靠（simulate、check：太多操作失败，无法判断这次运行），或 operate 未加 --yes（没有发送任何命令）；130 或 143：SIGINT 或 SIGTERM 结束了 --hold、--wait 或 simulate 运行，并已释放所持有的（或打印出来）。docs/limits.md 列出了每个状态。\n',
    "CoordScope's command line: Redis coordination primitives, headless.":
        'CoordScope 的命令行：Redis 协调原语，无界面。',
    'What to do (see Subcommands below).':
        '要做什么（见下面的子命令）。',
    'no subcommand given (try --help)':
        '没有给出子命令（试试 --help）',
    'unknown subcommand "%1" (known: %2)':
        '未知的子命令“%1”（已知：%2）',
    'TLS without certificate verification (verify=no): the server is not authenticated':
        'TLS 未验证证书（verify=no）：服务器身份未经认证',
    '--ssh: ':
        '--ssh：',
    'the --ssh-* options need --ssh USER@HOST (or ?ssh= in the URL)':
        '--ssh-* 选项需要 --ssh USER@HOST（或 URL 中的 ?ssh=）',
    'Password for SSH %1: ':
        'SSH %1 的密码：',
    '--ssh-password: no terminal to ask on; set $COORDSCOPE_SSH_PASSWORD':
        '--ssh-password：没有可询问的终端；请设置 $COORDSCOPE_SSH_PASSWORD',
    'Passphrase for %1: ':
        '%1 的口令：',
    '--%1 must be a whole number of %2 from %3 to %4, not "%5"':
        '--%1 必须是 %3 到 %4 之间的整数（单位：%2），而不是“%5”',
    '%n master(s)':
        '%n 个主节点',
    '%n replica(s)':
        '%n 个从节点',
    '--%1 is for delay %2, not delay %3':
        '--%1 用于 delay %2，而不是 delay %3',
    'scheduled %1 due at %2 ms (in %3 ms)%4':
        '已安排 %1，到期于 %2 ms（%3 ms 后）%4',
    ', the earliest':
        '，最早的',
    '--max must be at most %1, not %2':
        '--max 最多为 %1，而不是 %2',
    'claimed %1 (%2)':
        '已认领 %1（%2）',
    '  %1 due at %2 ms, %3 ms late':
        '  %1 到期于 %2 ms，晚了 %3 ms',
    '  %1 read as due but removed by another claimer first%2':
        '  %1 读到时已到期，但先被另一个认领者删除%2',
    ' (pushed anyway: duplicates)':
        ' （仍然推入：重复）',
    'pages (from 1)':
        '页（从 1 开始）',
    '--page-size must be at most %1, not %2':
        '--page-size 最多为 %1，而不是 %2',
    '--page is too large: %1':
        '--page 太大：%1',
    '%1: %2 scheduled, %3 due now%4, %5 ready, %6 orphaned payloads':
        '%1：已安排 %2，现在到期 %3%4，就绪 %5，孤立的载荷 %6',
    ' (oldest overdue %1 ms)':
        ' （最早的已逾期 %1 ms）',
    'page %1 (items %2-%3 of %4, by due time):':
        '第 %1 页（第 %2-%3 项，共 %4 项，按到期时间）：',
    'due in %1 ms':
        '%1 ms 后到期',
    'overdue %1 ms':
        '逾期 %1 ms',
    '(payload missing)':
        '（载荷缺失）',
    'Delayed queues: schedule items, claim the due ones, show status.':
        '延时队列：安排条目、认领到期的条目、显示状态。',
    "add: due this many milliseconds from the server's now.":
        'add：从服务器的当前时间起这么多毫秒后到期。',
    'add: due at this time, server milliseconds since the epoch.':
        'add：在此时刻到期，服务器自纪元以来的毫秒数。',
    'claim: move at most N due items (1..%1, default %2).':
        'claim：最多移动 N 个到期条目（1..%1，默认 %2）。',
    'claim: claimer variant: %1 (default atomic).':
        'claim：认领者变体：%1（默认 atomic）。',
    'status: page of scheduled items, from 1 (default 1).':
        'status：已安排条目的页码，从 1 开始（默认 1）。',
    'status: items per page (1..%1, default %2).':
        'status：每页条目数（1..%1，默认 %2）。',
    'unknown delay action "%1" (add, claim, status)':
        '未知的 delay 操作“%1”（add、claim、status）',
    'enqueued %1 into %2, due in %3%4':
        '已将 %1 入队到 %2，%3%4 后到期',
    ' (now the earliest)':
        ' （现在是最早的）',
    'nothing due in %1':
        '%1 中没有到期的条目',
    'claimed %1 due item(s) of %2 onto %3':
        '已从 %2 认领 %1 个到期条目到 %3',
    'wrote %1 scheduled items in 3 delayed queues (2 claimed onto the ready list of "emails")':
        '在 3 个延时队列中写入了 %1 个已安排的条目（2 个已认领到“emails”的就绪列表）',
    ' (cut short by %1)':
        ' （被 %1 截断）',
    "this user may run neither INFO nor TIME: ages and deadlines use this machine's clock, not the server's":
        '此用户既不能运行 INFO 也不能运行 TIME：时长和期限使用本机时钟，而不是服务器的',
    'no ttl':
        '无 ttl',
    'ttl ':
        'ttl ',
    'in ':
        '再过 ',
    ' ago':
        ' 前',
    'count %1':
        '计数 %1',
    '  key %1  %2 %3%4  %5':
        '  键 %1  %2 %3%4  %5',
    'holder %1':
        '持有者 %1',
    'not held':
        '未被持有',
    'fencing %1':
        'fencing %1',
    '    … %1 in all':
        '    … 共 %1 个',
    '  note: ':
        '  注意：',
    'no node (slot %1 unserved)':
        '没有节点（槽 %1 无人服务）',
    'Find the locks, semaphores, queues, limiters... in a keyspace and show their live state; read commands only.':
        '在键空间中查找锁、信号量、队列、限流器……并显示它们的实时状态；只用读命令。',
    'Only keys matching this glob (SCAN MATCH).':
        '只查看匹配此 glob 的键（SCAN MATCH）。',
    'Your own layout: keys matching GLOB are a KIND (%1); repeatable, wins over the built-in layouts.':
        '你自己的布局：匹配 GLOB 的键是一个 KIND（%1）；可重复，优先于内置布局。',
    'Keys the server looks at per SCAN (default 200).':
        '服务器每次 SCAN 查看的键数（默认 200）。',
    'Stop after this many keys (default: none, the whole keyspace).':
        '查看这么多键后停止（默认：不限，整个键空间）。',
    'Members, items or subjects listed per primitive (default 10; with --json, 200).':
        '每个原语列出的成员、条目或主体数（默认 10；使用 --json 时为 200）。',
    'Also list the keys no layout claims (up to 10000).':
        '也列出没有布局认领的键（最多 10000 个）。',
    'Type and look at the values of keys no layout claims by name, for the bare-name layouts (redis-py, node-redlock, redis-cell, Redisson hashes, counters): on, off, or auto (on up to 100,000 keys; the default).':
        '对没有布局按名称认领的键查看类型和值，用于裸名布局（redis-py、node-redlock、redis-cell、Redisson 哈希、计数器）：on、off 或 auto（最多 100,000 个键时为 on；默认）。',
    'Stream JSON, one object per line: progress while scanning, each primitive as soon as its state is read, coverage last.':
        '以流的方式输出 JSON，每行一个对象：扫描时的进度、每个原语一读到状态就输出、最后是覆盖情况。',
    'Load the server at most this much: a share of one server core ("2%") or commands per second ("500/s"), or both ("2%,500/s"); says what it used.':
        '对服务器的负载最多这么多：一个服务器核心的份额（"2%"）或每秒命令数（"500/s"），或两者（"2%,500/s"）；会说明实际用了多少。',
    'inspect takes options only, not "%1"':
        'inspect 只接受选项，不接受“%1”',
    '--count is at most 100000 and --entries at most 10000':
        '--count 最多 100000，--entries 最多 10000',
    '--rule %1: %2':
        '--rule %1：%2',
    '--value-shapes is auto, on or off, not "%1"':
        '--value-shapes 是 auto、on 或 off，而不是“%1”',
    '--budget: ':
        '--budget：',
    '--json and --json-lines: choose one (--json-lines streams, --json prints one object at the end)':
        '--json 和 --json-lines：选一个（--json-lines 以流方式输出，--json 在结束时输出一个对象）',
    'scanned %1 keys of %2, stopped at --max-keys %3: there are more (leave --max-keys out to scan them all)':
        '扫描了 %2 个键中的 %1 个，在 --max-keys %3 处停止：还有更多（去掉 --max-keys 即可全部扫描）',
    'scanned the whole keyspace (%1 keys): %2 match %3':
        '扫描了整个键空间（%1 个键）：%2 个匹配 %3',
    'scanned the whole keyspace: %1 of %2 keys':
        '扫描了整个键空间：%2 个键中的 %1 个',
    '%1 keys no layout claims by name were not looked at by value (bare-name layouts: %2): --value-shapes on looks at them (%3)':
        '%1 个没有布局按名称认领的键没有按值查看（裸名布局：%2）：--value-shapes on 会查看它们（%3）',
    "%1 is a cluster node: inspecting the cluster's %2 masters (cluster=no inspects this node alone)":
        '%1 是集群节点：检查集群的 %2 个主节点（cluster=no 只检查这一个节点）',
    '\n  on %1':
        '\n  在 %1 上',
    '\n  error: ':
        '\n  错误：',
    '%n primitive(s)':
        '%n 个原语',
    '%n unknown key(s)':
        '%n 个未知键',
    '%1 %2 keys%3':
        '%1 %2 个键%3',
    ' (not to the end)':
        ' （未到末尾）',
    'cluster: %1 masters scanned: %2':
        '集群：扫描了 %1 个主节点：%2',
    '(not typed)':
        '（未查看类型）',
    'unknown %1  %2  %3':
        '未知 %1  %2  %3',
    'used %1 % of a server core on average, %2 commands/s (budget %3; %4 commands in %5 s, %6 s of it waiting for the budget; server time estimated from round trips, an upper bound)':
        '平均使用了一个服务器核心的 %1 %，每秒 %2 条命令（预算 %3；%5 秒内 %4 条命令，其中 %6 秒在等待预算；服务器时间由往返时间估算，是上限）',
    '%1 %n key(s)':
        '%1 %n 个键',
    '%1 %n key(s), not to the end':
        '%1 %n 个键，未到末尾',
    '%1 of %Ln key(s)':
        '%1 / %Ln 个键',
    '%Ln key(s)':
        '%Ln 个键',
    'scanning: %1 of %Ln key(s) (%2 %)':
        '扫描中：%1 / %Ln 个键（%2 %）',
    'scanning: %Ln key(s) so far':
        '扫描中：目前 %Ln 个键',
    '%Ln key(s) that no layout claims by name were not looked at by value (%1). The Values box changes that.':
        '%Ln 个没有布局按名称认领的键没有按值查看（%1）。“值”选项框可以改变这一点。',
    'stopped after %Ln key(s) this click: Scan more goes on':
        '这次点击在 %Ln 个键后停止：“继续扫描”会接着进行',
    'unexpected reply to the %1 page':
        '对 %1 页的意外回复',
    'no preview for type %1':
        '类型 %1 没有预览',
    'more than':
        '多于',
    '--%1 must be a number %2, not "%3"':
        '--%1 必须是%2的数字，而不是“%3”',
    'from 0':
        '从 0 起',
    'above 0':
        '大于 0',
    'the %1 limiter needs --%2':
        '%1 限流器需要 --%2',
    '--%1 does not apply to the %2 limiter (it takes %3)':
        '--%1 不适用于 %2 限流器（它接受 %3）',
    '--capacity and --rate':
        '--capacity 和 --rate',
    '--limit, --period, --capacity':
        '--limit、--period、--capacity',
    '--limit and --period':
        '--limit 和 --period',
    'allowed: %1 of %2 remaining, full again in %3 ms':
        '允许：剩余 %1 / %2，%3 ms 后再次充满',
    'refused: a cost of %1 exceeds the limit %2 and will never be admitted':
        '拒绝：代价 %1 超过上限 %2，永远不会被放行',
    'refused: retry in %1 ms (%2 of %3 remaining)':
        '拒绝：%1 ms 后重试（剩余 %2 / %3）',
    '; level %1':
        '；水位 %1',
    '%1 of %2 remaining':
        '剩余 %1 / %2',
    ', %1 in the window':
        '，窗口内 %1',
    ', level %1':
        '，水位 %1',
    ', no TAT (full)':
        '，无 TAT（已满）',
    ', next admitted in %1 ms':
        '，下一个请求在 %1 ms 后放行',
    ', full again in %1 ms':
        '，%1 ms 后再次充满',
    'Rate limiters: fixed window, sliding window, funnel, GCRA.':
        '限流器：固定窗口、滑动窗口、漏斗、GCRA。',
    'Limiter: %1 (default gcra).':
        '限流器：%1（默认 gcra）。',
    'Who is limited, e.g. user + action "alice:upload" (default "default").':
        '被限流的对象，例如用户 + 操作 "alice:upload"（默认 "default"）。',
    'fixed, sliding, gcra: requests per period.':
        'fixed、sliding、gcra：每个周期的请求数。',
    'fixed, sliding, gcra: the period in milliseconds.':
        'fixed、sliding、gcra：周期，单位毫秒。',
    'funnel: its size; gcra: the burst, max_burst + 1 (0 or unset: --limit).':
        'funnel：它的容量；gcra：突发量，max_burst + 1（0 或未设置：--limit）。',
    'funnel: leak rate per second (may be fractional).':
        'funnel：每秒漏出速率（可以是小数）。',
    'hit: units this request takes (default 1).':
        'hit：这个请求占用的单位数（默认 1）。',
    "Use this clock (ms since the epoch) instead of the server's TIME.":
        '使用这个时钟（自纪元以来的毫秒数），而不是服务器的 TIME。',
    'usage: limit hit|status NAME --kind KIND [options]':
        '用法：limit hit|status NAME --kind KIND [options]',
    'unknown limit action "%1" (hit, status)':
        '未知的 limit 操作“%1”（hit、status）',
    'unknown rate limiter kind "%1" (known: %2)':
        '未知的限流器类型“%1”（已知：%2）',
    '--cost is for hit, not status':
        '--cost 用于 hit，而不是 status',
    '%1 of %2 requests sent through %3 (%4) for %5: %6 admitted, %7 refused':
        '已通过 %3（%4）为 %5 发送 %2 个请求中的 %1 个：放行 %6 个，拒绝 %7 个',
    'Demo data: %1 limiters, %2 subjects each (%3 requests admitted, %4 refused)':
        '演示数据：%1 个限流器，每个 %2 个主体（放行 %3 个请求，拒绝 %4 个）',
    'notify-keyspace-events was "%1", now "%2"':
        'notify-keyspace-events 原为“%1”，现在为“%2”',
    'not acquired: %1':
        '未获取到：%1',
    'acquired %1 token %2 ttl %3 ms':
        '已获取 %1 令牌 %2 ttl %3 ms',
    ' fencing %1':
        ' fencing %1',
    ' holds %1':
        ' 持有 %1 次',
    'lock ':
        '锁 ',
    '--kind redlock needs --nodes URL,URL,...':
        '--kind redlock 需要 --nodes URL,URL,...',
    '--nodes: ':
        '--nodes：',
    '--nodes is for --kind redlock':
        '--nodes 用于 --kind redlock',
    '--clock-offset is for the clock-based kind getset':
        '--clock-offset 用于基于时钟的 getset 类型',
    '--clock-offset must be a whole number of milliseconds (negative: behind), not "%1"':
        '--clock-offset 必须是整数毫秒（负数：落后），而不是“%1”',
    'release/extend of a reentrant lock needs --owner':
        '可重入锁的 release/extend 需要 --owner',
    'release/extend needs --token (printed by acquire)':
        'release/extend 需要 --token（由 acquire 打印）',
    'Distributed locks: every variant, safe and unsafe.':
        '分布式锁：每种变体，安全的和不安全的。',
    'Lock variant: %1, redlock (default token).':
        '锁变体：%1、redlock（默认 token）。',
    'Lease in milliseconds (default 10000).':
        '租约，单位毫秒（默认 10000）。',
    'Keep trying to acquire this long (default 0: once).':
        '持续尝试获取这么长时间（默认 0：一次）。',
    'Owner id of a reentrant lock.':
        '可重入锁的持有者 ID。',
    'Token to release or extend (printed by acquire; for getset, the expiry time it stored).':
        '要释放或续约的令牌（由 acquire 打印；对 getset 是它存入的过期时间）。',
    'Redlock: the masters, as URLs separated by commas.':
        'Redlock：各主节点，用逗号分隔的 URL。',
    "getset: run this client's clock MS ahead (negative: behind).":
        'getset：让这个客户端的时钟快 MS 毫秒（负数：慢）。',
    'acquire: hold the lock this long, release it, and print both times.':
        'acquire：持有锁这么长时间，然后释放，并打印两个时间。',
    'usage: lock acquire|release|extend|status NAME [options]':
        '用法：lock acquire|release|extend|status NAME [options]',
    'unknown lock action "%1" (acquire, release, extend, status)':
        '未知的 lock 操作“%1”（acquire、release、extend、status）',
    'held by %1, ttl %2 ms':
        '由 %1 持有，ttl %2 ms',
    '--hold %1 ms is longer than the lease (--ttl %2 ms) and nothing extends it: the lock expires while held, and its release finds it lost':
        '--hold %1 ms 比租约（--ttl %2 ms）长，而且没有东西续约：锁会在持有期间过期，释放时会发现它已丢失',
    'node %1: %2':
        '节点 %1：%2',
    '; held %1 ms, %2':
        '；持有了 %1 ms，%2',
    'extended to %1 ms':
        '已续约到 %1 ms',
    'lost: ':
        '已丢失：',
    '%1 is held by someone else':
        '%1 被其他人持有',
    'holders above the limit not checked: the run gives no limit':
        '未检查超过上限的持有者：这次运行没有给出上限',
    '%n operation(s) failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1':
        '%n 个操作因错误而失败，而不是得到回答（服务器无法连接或拒绝了命令），未计入操作和等待；第一个：%1',
    '%1 in %2':
        '%2中有 %1',
    '%n overlapping hold(s)':
        '%n 次重叠持有',
    '%n grant(s)':
        '%n 次获准',
    '%1; %2 grants before the cut, %3 refusals after it':
        '%1；切断前 %2 次获准，切断后 %3 次拒绝',
    'the crash did not happen (the client never reached it)':
        '崩溃没有发生（客户端从未到达那一步）',
    'Naive lock, holder crashes':
        '朴素锁，持有者崩溃',
    "The naive lock (SETNX and DEL) has no lease, so a holder that crashes never releases it: every later attempt waits and is refused for the rest of the run. The token lock's lease ends the same crash after its TTL.":
        '朴素锁（SETNX 和 DEL）没有租约，所以崩溃的持有者永远不会释放它：之后的每次尝试都会等待并在本次运行剩余时间内被拒绝。令牌锁的租约会在 TTL 之后结束同样的崩溃。',
    'no grant after the crash; every later attempt is refused':
        '崩溃后没有任何获准；之后的每次尝试都被拒绝',
    "grants resume once the crashed holder's 300 ms lease has run out":
        '崩溃的持有者 300 ms 的租约到期后，获准恢复',
    '%1 after the crash, %2':
        '崩溃后 %1，%2',
    '%n refusal(s)':
        '%n 次拒绝',
    'SETNX then EXPIRE, holder crashes between them':
        '先 SETNX 再 EXPIRE，持有者在两者之间崩溃',
    'A holder that crashes after SETNX and before PEXPIRE leaves a lock with no TTL that nobody would ever release, until a waiter finds it (PTTL says -1) and sets the TTL itself. Grants stop for about a lease and then resume; SET NX PX has no such gap.':
        '在 SETNX 之后、PEXPIRE 之前崩溃的持有者会留下一个没有 TTL、永远无人释放的锁，直到某个等待者发现它（PTTL 返回 -1）并自己设置 TTL。获准会停止大约一个租约的时间然后恢复；SET NX PX 没有这样的空档。',
    'a stall of about the 500 ms lease after the crash, then grants again (a waiter repaired the TTL)':
        '崩溃后停顿约 500 ms 的租约时间，然后再次获准（一个等待者修复了 TTL）',
    'the crash point does not exist (one command): no stall, no violation':
        '崩溃点不存在（只有一条命令）：没有停顿，没有违规',
    '%1, longest time without a grant %2 ms':
        '%1，最长无获准时间 %2 ms',
    'a crash':
        '一次崩溃',
    'no crash':
        '没有崩溃',
    'no grant for %1 ms after the crash, then %2':
        '崩溃后 %1 ms 没有获准，然后 %2',
    'GETSET lock under contention at expiry':
        '过期时竞争的 GETSET 锁',
    "The GETSET lock keeps its expiry in the value, and a waiter that reads a past expiry takes the lock over even while its holder is still working: two holders (and the losing racer has overwritten the winner's expiry). The token lock with a watchdog renews the lease while the holder works.":
        'GETSET 锁把过期时间存在值里，读到过去的过期时间的等待者会接管锁，即使持有者仍在工作：两个持有者（而且竞争失败者覆盖了胜者的过期时间）。带看门狗的令牌锁会在持有者工作期间续约租约。',
    'overlapping holds: holders working past their 300 ms expiry are taken over':
        '重叠持有：工作超过 300 ms 过期时间的持有者被接管',
    'no overlapping holds':
        '没有重叠持有',
    'Token lock, holder paused past its TTL':
        '令牌锁，持有者暂停超过其 TTL',
    "A holder stopped by a pause longer than its lease (a GC pause) wakes up believing it still holds the lock that another client now holds: two holders. A watchdog renewing from another thread keeps the lease alive through the pause, and fencing numbers let the protected resource refuse the stale holder's write.":
        '一个因暂停（GC 暂停）超过租约而停下的持有者醒来后，以为自己仍持有那把锁，而另一个客户端现在持有它：两个持有者。从另一个线程续约的看门狗能让租约在暂停期间保持有效，fencing 编号能让受保护的资源拒绝过期持有者的写入。',
    'overlapping holds':
        '重叠持有',
    'overlapping holds, each one caught by the fencing numbers (the stale write is refused)':
        '重叠持有，每一次都被 fencing 编号抓住（过期的写入被拒绝）',
    'the pause did not happen':
        '暂停没有发生',
    '%1, %2 caught by fencing':
        '%1，%2 被 fencing 抓住',
    "Basic semaphore, a client's clock runs behind":
        '基本信号量，某个客户端的时钟慢了',
    "The basic semaphore ranks holders by their own clocks' timestamps, so a client whose clock runs 400 ms behind ranks ahead of everyone and gets a permit even when all are taken: more holders than the limit. The fair semaphore ranks by a counter, so the skew gives that client no head start, and the lock-guarded and atomic ones also close the fair one's own race (INCR and ZADD in two round trips).":
        '基本信号量按持有者自己时钟的时间戳排名，所以时钟慢 400 ms 的客户端排在所有人前面，即使许可都被占用也能得到一个：持有者多于上限。公平信号量按计数器排名，所以时钟偏差不会让该客户端抢先；加锁保护的和原子的信号量还消除了公平信号量自身的竞争（INCR 和 ZADD 分两次往返）。',
    "more holders than the 3 permits, and the skewed client 0 gets well over the others' share of grants":
        '持有者多于 3 个许可，时钟偏差的客户端 0 获准的次数远超其他客户端的份额',
    "client 0 gets about the others' share of grants; the fair semaphore's own INCR/ZADD race may still exceed the limit":
        '客户端 0 获准的次数与其他客户端相当；公平信号量自身的 INCR/ZADD 竞争仍可能超出上限',
    'never more than 3 holders':
        '从未超过 3 个持有者',
    '%1, at most %2 holders at once; client 0 got %3 grants, the others %4 on average':
        '%1，同时最多 %2 个持有者；客户端 0 获准 %3 次，其他客户端平均 %4 次',
    '%n stretch(es) over the limit':
        '%n 次超出上限',
    'Master failover before replication':
        '复制完成前主节点故障转移',
    'The replica is cut off, a client takes the lock on the master, and the replica is promoted without it, so another client takes the same lock on the new master: two holders. The replica-synced lock refuses a grant its replica did not acknowledge, and Redlock over 5 nodes keeps its majority when one node loses the lock, as long as that node stays down for a lease before it rejoins (the delayed restart Redlock prescribes).':
        '从节点被切断，一个客户端在主节点上获取了锁，而从节点在没有这把锁的情况下被提升，于是另一个客户端在新主节点上获取了同一把锁：两个持有者。复制同步锁会拒绝从节点未确认的获准；5 个节点上的 Redlock 在一个节点丢失锁时仍保有多数，只要该节点在重新加入之前停机一个租约的时间（Redlock 规定的延迟重启）。',
    'overlapping holds after the failover':
        '故障转移后出现重叠持有',
    'grants while the replica acknowledges, refusals once it is cut off, no overlapping holds':
        '从节点确认时获准，被切断后拒绝，没有重叠持有',
    'no overlapping holds: node 0 dies with the lock and rejoins empty one lease later':
        '没有重叠持有：节点 0 带着锁宕机，一个租约之后以空数据重新加入',
    'Redlock with nodes stopped one by one':
        '逐个停止节点的 Redlock',
    'Redlock grants while a majority of its 5 nodes answers and refuses once only 2 are left. Its validity is the TTL minus the time the round took, so client 1, whose network adds 15 ms per command, gets less validity than client 0.':
        'Redlock 在其 5 个节点中多数应答时获准，只剩 2 个时拒绝。它的有效期是 TTL 减去这一轮所用的时间，所以网络每条命令增加 15 ms 的客户端 1 得到的有效期比客户端 0 少。',
    "grants with 3 or more nodes up, none with 2; no overlapping holds; client 1's validity below client 0's":
        '3 个或更多节点在线时获准，2 个时没有获准；没有重叠持有；客户端 1 的有效期低于客户端 0',
    'the third node was not stopped':
        '第三个节点没有被停止',
    '%1 grants before the third stop, %2 after; validity %3 ms (client 0) vs %4 ms (client 1, slow network)':
        '第三次停止前获准 %1 次，之后 %2 次；有效期 %3 ms（客户端 0）对 %4 ms（客户端 1，慢网络）',
    'Delayed queue with 4 claimers':
        '有 4 个认领者的延时队列',
    "Four claimers poll one delayed queue, and the broken claim pushes the due items it read without checking that its ZREM removed them, so an item read by two claimers is pushed twice. The book's claim pushes only what its ZREM removed, and the atomic claim does it all in one script.":
        '四个认领者轮询同一个延时队列，有缺陷的认领会推入它读到的到期条目，而不检查它的 ZREM 是否删除了它们，所以被两个认领者读到的条目会被推入两次。书中的认领只推入它的 ZREM 删除了的条目，原子认领则在一个脚本中完成这一切。',
    'items delivered twice':
        '条目被投递了两次',
    'no duplicates, nothing lost':
        '没有重复，没有丢失',
    '%1 items, %2 duplicate deliveries, %3 lost':
        '%1 个条目，%2 次重复投递，丢失 %3 个',
    'Fixed vs sliding window at the window edge':
        '窗口边缘的固定窗口与滑动窗口',
    'Callers burst from 100 ms before a window edge: the fixed window admits its 10 just before the edge and 10 more just after, 20 within 200 ms. The sliding window counts the last second wherever it ends, so it never admits more than 10 in any second.':
        '调用方从窗口边缘前 100 ms 开始突发：固定窗口在边缘之前放行 10 个，紧接着边缘之后又放行 10 个，200 ms 内共 20 个。滑动窗口无论在哪里结束都统计最近一秒，所以任何一秒内都不会放行超过 10 个。',
    "an over-admission: the fixed window's edge burst":
        '超额放行：固定窗口的边缘突发',
    'no over-admission':
        '没有超额放行',
    '%1 admitted, %2 limited, %3':
        '放行 %1，受限 %2，%3',
    '%n over-admission(s)':
        '%n 次超额放行',
    'Reliable queue, consumer crashes mid-item':
        '可靠队列，消费者处理中途崩溃',
    "A consumer crashes while working on an item: the reliable queue kept the item in the consumer's processing list, and the reaper puts it back once the consumer's deadline passes. It is delivered again and nothing is lost, while the plain BLPOP queue loses it.":
        '消费者在处理条目时崩溃：可靠队列把该条目保留在消费者的处理列表中，消费者的期限过后，回收器把它放回队列。它被再次投递，没有丢失；而普通的 BLPOP 队列会丢失它。',
    "the crashed consumer's item is lost":
        '崩溃的消费者的条目丢失了',
    'the item is redelivered; none lost, none delivered twice':
        '条目被重新投递；没有丢失，没有重复投递',
    '%1 items, %2 redelivered, %3 lost, %4 delivered twice':
        '%1 个条目，重新投递 %2 个，丢失 %3 个，重复投递 %4 个',
    'Cluster master killed before its replica has the lock':
        '集群主节点在其从节点拿到锁之前被杀死',
    "On a Redis Cluster, the replica of the master that serves the lock's slot is cut off, a client takes the lock, and the master is killed: the cluster promotes the replica without the lock, and another client takes it there while the first still holds it. The WAIT-synced lock refuses every grant no replica acknowledged instead; the fencing counter lives in the same slot, so it loses its increments too and hands the second holder the first one's number: the stale holder's write is accepted.":
        '在 Redis 集群上，服务锁所在槽的主节点的从节点被切断，一个客户端获取了锁，然后主节点被杀死：集群在没有这把锁的情况下提升了从节点，另一个客户端在那里获取了它，而第一个客户端仍持有它。WAIT 同步锁则会拒绝每一次没有从节点确认的获准；fencing 计数器位于同一个槽中，所以它的自增也丢失了，并把第一个持有者的编号发给了第二个持有者：过期持有者的写入被接受。',
    'overlapping holds after the cluster promoted the replica':
        '集群提升从节点后出现重叠持有',
    'grants while the replicas acknowledge, refusals once they are cut off, no overlapping holds':
        '从节点确认时获准，被切断后拒绝，没有重叠持有',
    "overlapping holds with the same fencing number: the counter's increment was lost with the master, so the stale holder's write is accepted":
        '重叠持有且 fencing 编号相同：计数器的自增随主节点一起丢失，所以过期持有者的写入被接受',
    'the master was not killed':
        '主节点没有被杀死',
    '%1, %2 with the same fencing number on both holders':
        '%1，其中 %2 次两个持有者的 fencing 编号相同',
    'Queue and semaphore through a slot migration':
        '槽迁移中的队列和信号量',
    "On a Redis Cluster, the slot of the primitive's keys migrates to another master while clients use it: its keys move one MIGRATE at a time, commands are redirected (ASK) or told to try again (TRYAGAIN) meanwhile, then the new master serves the slot. The reliable queue loses and duplicates nothing, and the semaphore never grants more permits than its limit.":
        '在 Redis 集群上，原语的键所在的槽在客户端使用期间迁移到另一个主节点：它的键每次一个 MIGRATE 地移动，期间命令被重定向 (ASK) 或被告知重试 (TRYAGAIN)，然后由新主节点服务该槽。可靠队列不丢失也不重复任何东西，信号量发出的许可从不超过上限。',
    'no item lost, none delivered twice, deliveries after the migration':
        '没有条目丢失，没有重复投递，迁移后仍有投递',
    'never more holders than the limit, grants after the migration':
        '持有者从不多于上限，迁移后仍有获准',
    'the migration did not happen':
        '迁移没有发生',
    '%1 items, %2 lost, %3 delivered twice, %4 deliveries after the migration':
        '%1 个条目，丢失 %2 个，重复投递 %3 个，迁移后投递 %4 次',
    '%1, at most %2 holders at once, %3 grants after the migration':
        '%1，同时最多 %2 个持有者，迁移后获准 %3 次',
    'Sentinel promotes a replica that never saw the lock':
        '哨兵提升了一个从未见过这把锁的从节点',
    'Three sentinels watch a master and 2 replicas; the replicas are cut off, a client takes the lock through the sentinels, and the master is killed: the sentinels promote a replica without the lock and the other clients, following them, take it while the first still holds it. Jepsen found the same in 2013 (acknowledged writes lost in a Sentinel failover: replication is asynchronous); the WAIT-synced lock refuses while no replica acknowledges, and fencing numbers catch the stale holder once the new master has handed out a higher one.':
        '三个哨兵监视一个主节点和 2 个从节点；从节点被切断，一个客户端通过哨兵获取了锁，然后主节点被杀死：哨兵提升了一个没有这把锁的从节点，其他客户端跟随哨兵，在第一个客户端仍持有锁时获取了它。Jepsen 在 2013 年发现了同样的问题（哨兵故障转移中丢失已确认的写入：复制是异步的）；WAIT 同步锁在没有从节点确认时拒绝，fencing 编号在新主节点发出更高的编号后能抓住过期持有者。',
    'overlapping holds after the sentinels promoted a replica':
        '哨兵提升从节点后出现重叠持有',
    'refusals while the replicas are cut off, grants again once the sentinels promoted one and the other follows it, no overlapping holds':
        '从节点被切断时拒绝，哨兵提升一个从节点、另一个跟随它之后再次获准，没有重叠持有',
    "overlapping holds; the first new holder gets the stale holder's number again (the increment was lost with the master), a later one a higher number, which catches the stale holder: its fenced write is refused":
        '重叠持有；第一个新持有者再次得到过期持有者的编号（自增随主节点丢失），之后的持有者得到更高的编号，它能抓住过期持有者：其带 fencing 的写入被拒绝',
    'the sentinels promoted no replica within the run':
        '本次运行期间哨兵没有提升任何从节点',
    '%1; %2 refusals and %3 grants while the replicas were cut off, %4 grants after the promotion':
        '%1；从节点被切断期间拒绝 %2 次、获准 %3 次，提升后获准 %4 次',
    '%1, %2 the fencing numbers would catch, %3':
        '%1，fencing 编号能抓住 %2，%3',
    '%n stale write(s) refused':
        '%n 次过期写入被拒绝',
    '%n operation(s) failed':
        '%n 次操作失败',
    '; %n event(s), %1 ops/s, %2.':
        '；%n 个事件，%1 操作/秒，%2。',
    '%n operation(s) failed: %1.':
        '%n 次操作失败：%1。',
    'STRLEN/GETRANGE: unexpected reply':
        'STRLEN/GETRANGE：意外的回复',
    'HSCAN: expected [cursor, [field, value, ...]]':
        'HSCAN：预期 [cursor, [field, value, ...]]',
    'HSCAN: expected field/value pairs':
        'HSCAN：预期字段/值对',
    'ZRANGE: expected member/score pairs':
        'ZRANGE：预期成员/分数对',
    'value shapes %1 (a probe of %2 keys)':
        '值形态 %1（探测了 %2 个键）',
    'not a number':
        '不是数字',
    'value shapes %1 (asked for)':
        '值形态 %1（按要求）',
    "value shapes on: DBSIZE refused (%1), the keyspace's size unknown":
        '值形态开启：DBSIZE 被拒绝（%1），键空间大小未知',
    'value shapes %1: %2 keys (DBSIZE) is %3 %4':
        '值形态 %1：%2 个键 (DBSIZE) %3 %4',
    'SCAN: expected [cursor, [keys]]':
        'SCAN：预期 [cursor, [keys]]',
    'SCAN: cursor is not a number':
        'SCAN：游标不是数字',
    'TYPE/PTTL: unexpected reply':
        'TYPE/PTTL：意外的回复',
    'scanCount must be at least 1, not %1':
        'scanCount 至少为 1，而不是 %1',
    'maxKeys must be at least 1, not %1':
        'maxKeys 至少为 1，而不是 %1',
    'the discovery is finished':
        '发现已完成',
    'expected %1 replies, got %2':
        '预期 %1 个回复，收到 %2 个',
    'SCAN on %1: %2':
        '%1 上的 SCAN：%2',
    '%n entry(s)':
        '%n 个条目',
    '%1: unexpected reply %2':
        '%1：意外的回复 %2',
    'expected member/score pairs':
        '预期成员/分数对',
    'a score that is not a number':
        '分数不是数字',
    'expected [cursor, [...]]':
        '预期 [cursor, [...]]',
    'showing %1 of %2 "%3" keys':
        '显示 %2 个“%3”键中的 %1 个',
    'showing %1 of %2 %3 of %4':
        '显示 %2 个%3中的 %1 个，属于 %4',
    '%1 does not exist: not held':
        '%1 不存在：未被持有',
    '%1 vanished (emptied or deleted)':
        '%1 已消失（被清空或删除）',
    '%1 vanished':
        '%1 已消失',
    '%1 is now a %2, not a %3: not read':
        '%1 现在是 %2，而不是 %3：未读取',
    '%1 (a %2) met WRONGTYPE: not read as a %3':
        '%1（%2）遇到 WRONGTYPE：未按 %3 读取',
    "the holder's value is %1 bytes; showing %2":
        '持有者的值有 %1 字节；显示 %2',
    'expired by the time in its value %1 ms ago; not taken over yet':
        '按其值中的时间已于 %1 ms 前过期；尚未被接管',
    'mode: %1':
        '模式：%1',
    'no holders are recorded by this layout':
        '此布局不记录持有者',
    'showing %1 of %2 ready items':
        '显示 %2 个就绪条目中的 %1 个',
    'dead jobs':
        '失败的任务',
    "consumer %1's deadline passed %2 ms ago":
        '消费者 %1 的期限已过去 %2 ms',
    'settings: %1':
        '设置：%1',
    'oldest %1 ms ago, newest %2 ms ago':
        '最早的 %1 ms 前，最新的 %2 ms 前',
    '%1: estimate stale (changed since the last PFCOUNT; not recounted, PFCOUNT would write)':
        '%1：估计值已过时（自上次 PFCOUNT 后有变化；未重新计数，因为 PFCOUNT 会写入）',
    'no keys to read':
        '没有要读取的键',
    'the read is finished':
        '读取已完成',
    'INFO: expected text, got %1':
        'INFO：预期文本，收到 %1',
    'INFO server has no server_time_usec (Redis < 5?)':
        'INFO server 没有 server_time_usec（Redis < 5？）',
    'INFO server: server_time_usec is not a number':
        'INFO server：server_time_usec 不是数字',
    'unknown queue action "%1" (%2)':
        '未知的 queue 操作“%1”（%2）',
    'unknown queue kind "%1" (known: %2)':
        '未知的队列类型“%1”（已知：%2）',
    'queue %1 is for --kind reliable only':
        'queue %1 仅用于 --kind reliable',
    '--priority is for queue push --kind priority':
        '--priority 用于 queue push --kind priority',
    '--priority: ':
        '--priority：',
    '--wait is for queue pop':
        '--wait 用于 queue pop',
    '--wait: ':
        '--wait：',
    '--visibility: ':
        '--visibility：',
    '--visibility is not for queue %1: every consumer is judged by its own deadline (its last pop, ack or nack plus its own --visibility)':
        '--visibility 不适用于 queue %1：每个消费者按它自己的期限判断（它上次 pop、ack 或 nack 的时间加上它自己的 --visibility）',
    "--visibility is for the reliable queue's pop, ack and nack":
        '--visibility 用于可靠队列的 pop、ack 和 nack',
    "--consumer is for the reliable queue's pop, ack and nack":
        '--consumer 用于可靠队列的 pop、ack 和 nack',
    '--consumer: ':
        '--consumer：',
    'pushed %1, %2 ready at %3 priority':
        '已推入 %1，%3 优先级就绪 %2 个',
    'nothing within %1 ms':
        '%1 ms 内没有任何条目',
    '(empty: nothing within %1 ms)':
        '（空：%1 ms 内没有任何条目）',
    '%1; an item may have been moved to %2 with the reply lost: pop again with --consumer %3 to be given it, or it returns to the queue when its %4 ms visibility ends':
        '%1；某个条目可能已被移到 %2 而回复丢失了：用 --consumer %3 再次 pop 即可拿到它，或者在它的 %4 ms 可见性超时结束后它会回到队列',
    '\t(consumer %1: ack or nack it)':
        '\t（消费者 %1：请 ack 或 nack 它）',
    'requeued at the head':
        '已重新放回队首',
    'not in flight: ':
        '不在处理中：',
    'deadline in %1 ms':
        '期限还有 %1 ms',
    'deadline passed %1 ms ago (stale: the reaper requeues its items)':
        '期限已过去 %1 ms（已过期：回收器会把它的条目放回队列）',
    '%1 ready (%2), %3 in flight at %4 consumers':
        '就绪 %1（%2），%4 个消费者处理中 %3',
    '  %1 in flight %2, %3':
        '  %1 处理中 %2，%3',
    'requeued %1 items of %2 dead consumers%3':
        '已把 %2 个失效消费者的 %1 个条目放回队列%3',
    ' (more left: run again)':
        ' （还有剩余：请再运行一次）',
    ' (more in flight)':
        ' （还有更多在处理中）',
    'Task queues: FIFO, priority, reliable (ack, nack, reaper).':
        '任务队列：FIFO、优先级、可靠（ack、nack、回收器）。',
    'Queue variant: %1 (default fifo). fifo and reliable share the list; ack and nack are reliable only.':
        '队列变体：%1（默认 fifo）。fifo 和 reliable 共用列表；ack 和 nack 只用于 reliable。',
    'push --kind priority: %1 (default normal).':
        'push --kind priority：%1（默认 normal）。',
    'pop: block up to this long for an item (default 0: do not block).':
        'pop：最多阻塞这么长时间等待条目（默认 0：不阻塞）。',
    'reliable pop, ack, nack: the consumer id (pop makes one up and prints it when not given).':
        '可靠队列的 pop、ack、nack：消费者 ID（未给出时 pop 会生成一个并打印出来）。',
    "reliable pop, ack, nack: the consumer's visibility timeout: its deadline becomes now + this, and once the deadline passes, reap requeues its items (default %1).":
        '可靠队列的 pop、ack、nack：消费者的可见性超时：它的期限变为现在 + 此值，期限过后，reap 会把它的条目放回队列（默认 %1）。',
    '%n contact(s)':
        '%n 个联系人',
    'maxSteps must be at least 1, not %1':
        'maxSteps 至少为 1，而不是 %1',
    'the read did not finish in %1 steps':
        '读取没有在 %1 步内完成',
    '%1  %2  ttl %3  %4':
        '%1  %2  ttl %3  %4',
    '%1 bytes':
        '%1 字节',
    'size unknown':
        '大小未知',
    'Browse keys with SCAN (never KEYS): type, TTL, memory; read-only.':
        '用 SCAN（从不用 KEYS）浏览键：类型、TTL、内存；只读。',
    'Only keys of this type: string, list, set, zset, hash or stream (SCAN TYPE).':
        '只看此类型的键：string、list、set、zset、hash 或 stream（SCAN TYPE）。',
    'Keys the server looks at per SCAN (default 100).':
        '服务器每次 SCAN 查看的键数（默认 100）。',
    'Stop after at least N keys; the cursor printed resumes (default: the whole keyspace).':
        '至少 N 个键后停止；打印出的游标可用来继续（默认：整个键空间）。',
    'Resume from this cursor (printed by an earlier scan).':
        '从这个游标继续（由之前的 scan 打印）。',
    'Do not ask MEMORY USAGE.':
        '不请求 MEMORY USAGE。',
    'scan takes options only, not "%1"':
        'scan 只接受选项，不接受“%1”',
    '--count is too large: %1':
        '--count 太大：%1',
    '--cursor must be a cursor printed by scan (a whole number), not "%1"':
        '--cursor 必须是 scan 打印的游标（整数），而不是“%1”',
    '--type "%1" is not a Redis type: one of %2':
        '--type“%1”不是 Redis 类型：应为 %2 之一',
    '(%n key(s); scan complete)':
        '（%n 个键；扫描完成）',
    '(%n key(s); resume with --cursor %1)':
        '（%n 个键；用 --cursor %1 继续）',
    'acquired holder %1 rank %2 of limit %3, lease %4 ms':
        '已获取，持有者 %1，排名 %2，上限 %3，租约 %4 ms',
    ' counter %1':
        ' 计数器 %1',
    '%1 of %2 permits free':
        '%2 个许可中 %1 个空闲',
    ' age %1 ms':
        ' 时长 %1 ms',
    ' lease left %1 ms':
        ' 租约剩余 %1 ms',
    ' (expired)':
        ' （已过期）',
    '--clock-offset is for the clock-based kinds basic, fair and locked, not %1':
        '--clock-offset 用于基于时钟的类型 basic、fair 和 locked，而不是 %1',
    'release/refresh needs --holder ID (printed by acquire)':
        'release/refresh 需要 --holder ID（由 acquire 打印）',
    '--hold %1 ms is longer than the lease (--lease %2 ms) and nothing refreshes it: the permit expires while held':
        '--hold %1 ms 比租约（--lease %2 ms）长，而且没有东西续约：许可会在持有期间过期',
    'Counting semaphores: every variant, clock-based and safe.':
        '计数信号量：每种变体，基于时钟的和安全的。',
    'Semaphore variant: %1 (default atomic).':
        '信号量变体：%1（默认 atomic）。',
    'Number of permits (acquire, status).':
        '许可数（acquire、status）。',
    'Lease in milliseconds (default 10000); for refresh, the new lease.':
        '租约，单位毫秒（默认 10000）；对 refresh 是新的租约。',
    'refresh: the lease the permit was acquired with (default 10000).':
        'refresh：获取许可时使用的租约（默认 10000）。',
    'acquire: hold the permit this long, release it, and print both times.':
        'acquire：持有许可这么长时间，然后释放，并打印两个时间。',
    'Holder id to release or refresh (printed by acquire).':
        '要释放或续约的持有者 ID（由 acquire 打印）。',
    "basic, fair, locked: run this client's clock MS ahead (negative: behind).":
        'basic、fair、locked：让这个客户端的时钟快 MS 毫秒（负数：慢）。',
    'usage: semaphore acquire|release|refresh|status NAME --limit N [options]':
        '用法：semaphore acquire|release|refresh|status NAME --limit N [options]',
    'unknown semaphore action "%1" (acquire, release, refresh, status)':
        '未知的 semaphore 操作“%1”（acquire、release、refresh、status）',
    'semaphore %1 needs --limit N':
        'semaphore %1 需要 --limit N',
    '--limit is too large: %1':
        '--limit 太大：%1',
    'refreshed to %1 ms':
        '已续约到 %1 ms',
    'demo semaphore %1 refused a permit: %2':
        '演示信号量 %1 拒绝了一个许可：%2',
    'CoordScope holds no %1 permit on %2 to release':
        'CoordScope 在 %2 上没有持有可释放的 %1 许可',
    '%1 · %n member(s)':
        '%1 · %n 个成员',
    'Check that the server answers, and how fast.':
        '检查服务器是否应答，以及有多快。',
    "Show the server's INFO (all of it, or one section).":
        '显示服务器的 INFO（全部，或一个部分）。',
    "Show a Redis Cluster's masters, their slots, keys and replicas.":
        '显示 Redis 集群的主节点、它们的槽、键和从节点。',
    'Show what the sentinels of a redis+sentinel:// URL say: the master, its replicas and their lag, the other sentinels, the quorum.':
        '显示 redis+sentinel:// URL 的哨兵报告的内容：主节点、它的从节点及其延迟、其他哨兵、法定人数。',
    'the server has no INFO section "%1"':
        '服务器没有 INFO 部分“%1”',
    'cluster takes no arguments, not "%1"':
        'cluster 不接受参数，不接受“%1”',
    'cluster=no: this connection does not treat %1 as a cluster':
        'cluster=no：此连接不把 %1 当作集群',
    '%1 is not a cluster node (INFO cluster: cluster_enabled is not 1)':
        '%1 不是集群节点（INFO cluster：cluster_enabled 不是 1）',
    'cluster_state %1 · %2 masters · %3 of 16384 slots served':
        'cluster_state %1 · %2 个主节点 · 服务了 16384 个槽中的 %3 个',
    'master %1  %2  slots %3 (%4)  %5':
        '主节点 %1  %2  槽 %3（%4）  %5',
    'keys unknown: ':
        '键数未知：',
    '  replica %1  %2%3':
        '  从节点 %1  %2%3',
    'sentinel takes no arguments, not "%1"':
        'sentinel 不接受参数，不接受“%1”',
    'lag unknown':
        '延迟未知',
    'lag %1 B':
        '延迟 %1 B',
    'master "%1" %2  %3  (sentinel %4)':
        '主节点“%1” %2  %3  （哨兵 %4）',
    'quorum %1: %2':
        '法定人数 %1：%2',
    '  replica %1  %2  link %3  offset %4  %5':
        '  从节点 %1  %2  链接 %3  偏移量 %4  %5',
    '  sentinel %1  %2':
        '  哨兵 %1  %2',
    'cluster · %n master(s)':
        '集群 · %n 个主节点',
    '--%1 must be a whole number from %2 to %3, not %4':
        '--%1 必须是 %2 到 %3 之间的整数，而不是 %4',
    '--seconds must be a number of seconds above 0 and at most %1 (decimals allowed, e.g. 1.5), not %2':
        '--seconds 必须是大于 0、最多 %1 的秒数（可以有小数，例如 1.5），而不是 %2',
    'unknown scenario %1 (known: %2)':
        '未知的场景 %1（已知：%2）',
    "--%1 is for custom runs (--primitive); a scenario's case decides it: pick one with --kind (cases of %2: %3)":
        '--%1 用于自定义运行（--primitive）；场景的案例决定了它：用 --kind 选择一个（%2 的案例：%3）',
    'scenario %1 has no case %2 (cases: %3)':
        '场景 %1 没有案例 %2（案例：%3）',
    '--primitive must be one of lock, semaphore, queue, delayed-queue, rate-limiter, not %1':
        '--primitive 必须是 lock、semaphore、queue、delayed-queue、rate-limiter 之一，而不是 %1',
    '--kind must be a variant of %1: %2%3':
        '--kind 必须是 %1 的变体：%2%3',
    '--nodes, --replicated, --cluster and --sentinel are different layouts: give one':
        '--nodes、--replicated、--cluster 和 --sentinel 是不同的布局：只给一个',
    '--kind redlock runs on servers the playground starts: add --nodes N (e.g. 5)':
        '--kind redlock 运行在演练场启动的服务器上：请加上 --nodes N（例如 5）',
    '--kind synced needs a replica: add --replicated (or --cluster, --sentinel)':
        '--kind synced 需要一个从节点：请加上 --replicated（或 --cluster、--sentinel）',
    'the lock kinds token, fenced and synced':
        '锁类型 token、fenced 和 synced',
    '--kind fenced, the lock with fencing numbers':
        '--kind fenced，带 fencing 编号的锁',
    'give --scenario or --primitive, not both':
        '给出 --scenario 或 --primitive，不要同时给出',
    'give --scenario NAME|NUMBER, --primitive P --kind VARIANT, or --list':
        '给出 --scenario NAME|NUMBER、--primitive P --kind VARIANT，或 --list',
    'semaphores and rate limiters':
        '信号量和限流器',
    'rate limiters':
        '限流器',
    'queues and delayed queues':
        '队列和延时队列',
    "--name must not contain ':'":
        "--name 不能包含 ':'",
    '--client %1: starts with a client number from 0 to %2 and a colon, e.g. 0:hold=500':
        '--client %1：以 0 到 %2 的客户端编号和一个冒号开头，例如 0:hold=500',
    '--fault %1: needs a replica the playground starts (--replicated%2)':
        '--fault %1：需要演练场启动的从节点（--replicated%2）',
    ', --cluster or --sentinel':
        '、--cluster 或 --sentinel',
    '--fault %1: server faults need servers the playground starts itself (--nodes N, --replicated or --cluster), never a server you connected to':
        '--fault %1：服务器故障需要演练场自己启动的服务器（--nodes N、--replicated 或 --cluster），绝不能是你连接的服务器',
    "this run uses servers the playground starts itself (--nodes, --replicated, --cluster or the scenario's layout): leave out --url":
        '这次运行使用演练场自己启动的服务器（--nodes、--replicated、--cluster 或场景的布局）：请去掉 --url',
    '   --kind %1 (%2%3): %4':
        '   --kind %1（%2%3）：%4',
    ', the default':
        '，默认',
    '%1 independent redis-servers the playground started (and stopped)':
        '演练场启动（并停止）的 %1 个独立 redis-server',
    'a master and a replica the playground started (and stopped)':
        '演练场启动（并停止）的一个主节点和一个从节点',
    'a Redis Cluster of 3 masters and 3 replicas the playground started (and stopped)':
        '演练场启动（并停止）的 3 主 3 从 Redis 集群',
    'a master, 2 replicas and 3 sentinels the playground started (and stopped)':
        '演练场启动（并停止）的一个主节点、2 个从节点和 3 个哨兵',
    'a private redis-server (stopped afterwards)':
        '一个私有的 redis-server（之后停止）',
    "Playground: simulated clients, faults and the safety checker's report (on a private redis-server unless --url is given). Exit 4: inconclusive, too many operations failed with an error.":
        '演练场：模拟客户端、故障和安全性检查器的报告（除非给出 --url，否则在私有 redis-server 上）。退出码 4：结论不可靠，太多操作因错误而失败。',
    'Re-check a playground history saved by simulate --history (no server needed). A history cut short (no trailer) or changed (trailer does not match) is refused with exit 1; exit 4: inconclusive, as for simulate.':
        '重新检查 simulate --history 保存的演练场历史（不需要服务器）。被截断（没有尾部）或被改动（尾部不匹配）的历史会被拒绝，退出码 1；退出码 4：结论不可靠，同 simulate。',
    'List the scenarios, their cases and what each shows.':
        '列出场景、它们的案例以及每个展示的内容。',
    "Run a scenario (see --list). --kind picks its case (default: the first, unsafe one); --seed, --clients, --seconds, --hold, --think, --ttl, --wait, --limit, --window, --producers, --subjects, --name, --distinct-names change its values and --fault adds to its faults; --primitive, --watchdog, --fenced, --nodes and --replicated are its case's to decide.":
        '运行一个场景（见 --list）。--kind 选择它的案例（默认：第一个，不安全的那个）；--seed、--clients、--seconds、--hold、--think、--ttl、--wait、--limit、--window、--producers、--subjects、--name、--distinct-names 改变它的取值，--fault 增加它的故障；--primitive、--watchdog、--fenced、--nodes 和 --replicated 由它的案例决定。',
    'A custom run: lock, semaphore, queue, delayed-queue or rate-limiter (with --kind).':
        '自定义运行：lock、semaphore、queue、delayed-queue 或 rate-limiter（配合 --kind）。',
    "The scenario's case, or the primitive's variant.":
        '场景的案例，或原语的变体。',
    'Random seed (default 1).':
        '随机种子（默认 1）。',
    "Simulated clients, 1 to 256 (default 4, or the scenario's).":
        '模拟客户端数，1 到 256（默认 4，或场景的取值）。',
    "How long the run lasts, e.g. 1.5 (default 3, or the scenario's).":
        '运行持续多久，例如 1.5（默认 3，或场景的取值）。',
    'A fault, repeatable: KIND[@TIME][,key=value...], kinds %1; keys client, node, for, by, p, step. E.g. crash@1s,client=0 or pause@500ms,client=1,for=1500ms or server-stop@2s,node=0 (server faults need --nodes or --replicated).':
        '一个故障，可重复：KIND[@TIME][,key=value...]，类型 %1；键 client、node、for、by、p、step。例如 crash@1s,client=0 或 pause@500ms,client=1,for=1500ms 或 server-stop@2s,node=0（服务器故障需要 --nodes 或 --replicated）。',
    'Time a grant is held (the work), ms: 30 or 20-80.':
        '一次获准后持有的时间（工作），ms：30 或 20-80。',
    "One client's own parameters, repeatable: N:KEY=VALUE,... with keys hold, think (ms or MIN-MAX), ttl, wait, retry (ms), watchdog, fenced. E.g. 2:hold=500,ttl=200. The other clients keep the run's.":
        '某个客户端的自有参数，可重复：N:KEY=VALUE,...，键为 hold、think（ms 或 MIN-MAX）、ttl、wait、retry（ms）、watchdog、fenced。例如 2:hold=500,ttl=200。其他客户端沿用本次运行的参数。',
    'Time between two operations, ms: 5 or 0-10.':
        '两次操作之间的时间，ms：5 或 0-10。',
    "Lease of a lock or permit, a queue's visibility (ms).":
        '锁或许可的租约、队列的可见性超时（ms）。',
    'How long one acquire keeps trying (ms).':
        '一次获取持续尝试多长时间（ms）。',
    'Semaphore permits; limiter admissions per window.':
        '信号量的许可数；限流器每个窗口的放行数。',
    'Rate limiter window (ms).':
        '限流器窗口（ms）。',
    'Queues: clients that produce (the rest consume).':
        '队列：生产的客户端数（其余的消费）。',
    'Rate limiters: subjects hit, each limited on its own.':
        '限流器：被请求的主体数，每个各自限流。',
    "The primitive's name (default playground). With --url (or $COORDSCOPE_URL) the run uses that server: it first deletes the keys of this name under the prefix and then writes only those. Without, it runs on a private redis-server it starts and stops.":
        '原语的名称（默认 playground）。给出 --url（或 $COORDSCOPE_URL）时，运行使用那个服务器：先删除前缀下这个名称的键，然后只写这些键。没有时，它在自己启动和停止的私有 redis-server 上运行。',
    'Locks: one lock name per client.':
        '锁：每个客户端一个锁名称。',
    'Locks token, fenced, synced: renew while held.':
        '锁 token、fenced、synced：持有期间续约。',
    'Lock fenced: write the fencing number to a resource.':
        '锁 fenced：把 fencing 编号写入一个资源。',
    'Run on N independent servers the playground starts (Redlock, server faults).':
        '在演练场启动的 N 个独立服务器上运行（Redlock、服务器故障）。',
    'Run on a master and a replica the playground starts (synced, replication-pause, failover).':
        '在演练场启动的一个主节点和一个从节点上运行（synced、replication-pause、failover）。',
    'Run on a Redis Cluster of 3 masters and 3 replicas the playground starts (server-stop of a master, replication-pause, cluster-failover, slot-migration).':
        '在演练场启动的 3 主 3 从 Redis 集群上运行（主节点的 server-stop、replication-pause、cluster-failover、slot-migration）。',
    'Run on a master, 2 replicas and 3 sentinels the playground starts; clients find the master through the sentinels (synced, server-stop or a pause of the master, replication-pause).':
        '在演练场启动的一个主节点、2 个从节点和 3 个哨兵上运行；客户端通过哨兵找到主节点（synced、主节点的 server-stop 或暂停、replication-pause）。',
    "Save the run's history: JSON Lines (check reads it), CSV when FILE ends in .csv. If it cannot be written, the report still prints, the history goes to a file in the temporary directory (named on stderr) and the exit status is 1.":
        '保存运行的历史：JSON Lines（check 读取它），FILE 以 .csv 结尾时为 CSV。如果无法写入，报告照常打印，历史会写到临时目录中的一个文件（文件名打印在 stderr 上），退出状态为 1。',
    'Check a history that was cut short or changed (its trailer missing or not matching) as far as it goes; the report says it is partial.':
        '检查被截断或被改动的历史（尾部缺失或不匹配），能检查多少算多少；报告会说明它是部分的。',
    'simulate takes no arguments, only options (got %1)':
        'simulate 不接受参数，只接受选项（收到了 %1）',
    '--list runs nothing: leave out --scenario and --primitive':
        '--list 不运行任何东西：请去掉 --scenario 和 --primitive',
    'the playground writes (its clients take locks, push items...): it does not run in read-only mode':
        '演练场会写入（它的客户端获取锁、推入条目……）：它不在只读模式下运行',
    'could not start a private redis-server (%1); give --url to run on a server of yours':
        '无法启动私有 redis-server（%1）；给出 --url 以在你的服务器上运行',
    '%1: the run was stopped early, as its time would end it: its clients released what they held':
        '%1：运行被提前停止，就像时间到了一样：它的客户端释放了所持有的',
    '--history: %1; the history could not be saved elsewhere either':
        '--history：%1；历史也无法保存到别处',
    '--history: %1; the history was saved to %2 instead':
        '--history：%1；历史改为保存到 %2',
    'usage: check [--allow-partial] HISTORY.jsonl':
        '用法：check [--allow-partial] HISTORY.jsonl',
    "variant %1 is none of scenario %2's cases (%3)":
        '变体 %1 不是场景 %2 的任何案例（%3）',
    'variant %1 runs in cases %2 of scenario %3 and the history does not say which':
        '变体 %1 出现在场景 %3 的案例 %2 中，而历史没有说明是哪一个',
    ' and ':
        ' 和 ',
    'scenario %1 %2: %3':
        '场景 %1 %2：%3',
    'case %1 (%2): %3 %4':
        '案例 %1（%2）：%3 %4',
    'case unknown: %1 %2':
        '案例未知：%1 %2',
    'custom run: %1 %2':
        '自定义运行：%1 %2',
    "scenario %1 (not one of the playground's): %2 %3":
        '场景 %1（不是演练场的场景）：%2 %3',
    'PARTIAL history (%1): checked only what is there':
        '部分历史（%1）：只检查了已有的部分',
    'clients %1, %2 s':
        '客户端 %1，%2 秒',
    'operations %1 (%2), grants %3 (%4)':
        '操作 %1（%2），获准 %3（%4）',
    'waits: no attempts recorded':
        '等待：没有记录到尝试',
    'waits of %1 granted attempts: p50 %2, p99 %3, max %4; refused %5, waiting at end %6':
        '%1 次获准尝试的等待：p50 %2，p99 %3，最大 %4；拒绝 %5，结束时仍在等待 %6',
    'fairness: Jain index %1, %2 overtakes':
        '公平性：Jain 指数 %1，%2 次超车',
    'holders: at most %1 at once':
        '持有者：同时最多 %1 个',
    'items: %1 enqueued, %2 delivered (%3 deliveries, %4 redelivered), %5 acked, %6 duplicates, %7 lost':
        '条目：入队 %1，已投递 %2（投递 %3 次，重新投递 %4 次），确认 %5，重复 %6，丢失 %7',
    'hits: %1 admitted, %2 limited':
        '请求：放行 %1，受限 %2',
    'faults: %1':
        '故障：%1',
    '  ... and %1 more':
        '  ……还有 %1 个',
    'violations: none':
        '违规：无',
    'violations: %1 (%2)':
        '违规：%1（%2）',
    '  ... and %1 more (--json lists up to %2 of each kind)':
        '  ……还有 %1 个（--json 每种最多列出 %2 个）',
    'as expected: ':
        '符合预期：',
    'NOT as expected: ':
        '不符合预期：',
    "(%1 changed the scenario's values; it expects this for its own)":
        '（%1 改变了场景的取值；场景对它自己的取值才有这个预期）',
    '%1 must be a whole number in [%2, %3], not "%4"':
        '%1 必须是 [%2, %3] 内的整数，而不是“%4”',
    '%1 must be a number, not "%2"':
        '%1 必须是数字，而不是“%2”',
    '--bit needs a range: START END':
        '--bit 需要一个范围：START END',
    'a range is START END (both, inclusive)':
        '范围是 START END（两者都要，包含端点）',
    'argument %1 ("%2") is not valid UTF-8':
        '参数 %1（“%2”）不是有效的 UTF-8',
    'the value of --%1 is not valid UTF-8':
        '--%1 的值不是有效的 UTF-8',
    'Bitmaps: SETBIT, GETBIT, BITCOUNT, BITPOS (byte or --bit ranges).':
        '位图：SETBIT、GETBIT、BITCOUNT、BITPOS（字节或 --bit 范围）。',
    'count/pos: START END are bits, not bytes.':
        'count/pos：START END 是位，而不是字节。',
    'HyperLogLog: PFADD, PFCOUNT (of a union), PFMERGE; 0.81% error.':
        'HyperLogLog：PFADD、PFCOUNT（可对并集）、PFMERGE；误差 0.81%。',
    'Bloom filters on a plain bitmap: --capacity N --error-rate P.':
        '基于普通位图的布隆过滤器：--capacity N --error-rate P。',
    'create: expected number of items.':
        'create：预期的条目数。',
    'create: target false-positive rate, in (0, 1).':
        'create：目标误判率，在 (0, 1) 之间。',
    'Geo: GEOADD, GEOSEARCH by --radius or --width/--height, GEODIST.':
        'Geo：GEOADD、按 --radius 或 --width/--height 的 GEOSEARCH、GEODIST。',
    'search: radius in metres.':
        'search：半径，单位米。',
    'search: box width in metres.':
        'search：矩形宽度，单位米。',
    'search: box height in metres.':
        'search：矩形高度，单位米。',
    'search: at most N places (default: all).':
        'search：最多 N 个地点（默认：全部）。',
    'the bit value':
        '位的值',
    'bit %1 = %2 (was %3)':
        '位 %1 = %2（原为 %3）',
    'merged; count %1':
        '已合并；计数 %1',
    'bloom create needs --capacity N and --error-rate P':
        'bloom create 需要 --capacity N 和 --error-rate P',
    '--capacity and --error-rate are for bloom create (the filter keeps its own)':
        '--capacity 和 --error-rate 用于 bloom create（过滤器保留自己的取值）',
    'm=%1 bits (%2 bytes), k=%3, capacity %4, error rate %5':
        'm=%1 位（%2 字节），k=%3，容量 %4，误判率 %5',
    'created: ':
        '已创建：',
    'exists: ':
        '已存在：',
    '; %1 bits set, about %2 items':
        '；已置位 %1 位，约 %2 个条目',
    'already present (probably)':
        '已存在（很可能）',
    '%1 new of %2':
        '%2 个中 %1 个是新的',
    'unknown (a member is missing)':
        '未知（缺少一个成员）',
    'geo search needs --radius M, or --width M and --height M':
        'geo search 需要 --radius M，或 --width M 和 --height M',
    '--limit is too large':
        '--limit 太大',
    '--%1 must be a positive number of metres, not %2':
        '--%1 必须是以米为单位的正数，而不是 %2',
    'user rule ':
        '用户规则 ',
    'user rule (GUI settings, or --rule on the command line)':
        '用户规则（GUI 设置，或命令行上的 --rule）',
    'rule "%1": %2 (write GLOB=KIND, e.g. "jobs:*:lock=lock")':
        '规则“%1”：%2（写成 GLOB=KIND，例如 "jobs:*:lock=lock"）',
    "no '='":
        "没有 '='",
    "the glob before '=' is empty":
        "'=' 前的 glob 为空",
    'unknown kind "%1"; kinds: %2':
        '未知的类型“%1”；类型：%2',
    'the glob is not valid':
        'glob 无效',
    'over-admission not checked: the run gives no limit and window':
        '未检查超额放行：这次运行没有给出上限和窗口',
    'over-admission not checked for %1: its burst allowance is not in the run':
        '未检查 %1 的超额放行：它的突发配额不在这次运行中',
    '"%1" admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6':
        '“%1”在 %3 ms 内（从 %4 起）放行了 %2 个（上限每 %3 ms %5 个）%6',
    ": a fixed window's edge burst":
        '：固定窗口的边缘突发',
    '%1 (fencing %2) held "%3" from %4 to %5 while %6 (fencing %7) held it from %8 to %9; %10':
        '%1（fencing %2）从 %4 到 %5 持有“%3”，而 %6（fencing %7）从 %8 到 %9 也持有它；%10',
    "fencing would reject %1's late writes":
        'fencing 会拒绝 %1 迟到的写入',
    'fencing would not catch it':
        'fencing 抓不住它',
    'item "%1" of "%2" delivered again to %3 at %4 (delivery %5) while an earlier delivery was live or acked':
        '“%2”的条目“%1”在 %4 再次投递给 %3（第 %5 次投递），而之前的投递仍有效或已确认',
    'item "%1" of "%2" enqueued at %3 was never delivered':
        '“%2”的条目“%1”在 %3 入队，但从未被投递',
    'item "%1" of "%2" enqueued at %3 was delivered %4 time(s), each to a consumer that crashed or lost it':
        '“%2”的条目“%1”在 %3 入队，被投递了 %4 次，每次都交给了崩溃或丢失它的消费者',
    '%1 %2 violations, the first %3 listed':
        '%1 次 %2 违规，列出了前 %3 个',
    'client %1':
        '客户端 %1',
    'Connect to URL instead of starting a sandbox (read-only unless the URL says read_only=no).':
        '连接到 URL，而不是启动沙盒（除非 URL 中有 read_only=no，否则只读）。',
    'Start without a sandbox redis-server.':
        '启动时不启动沙盒 redis-server。',
    'Save a PNG of the window to FILE, then quit.':
        '把窗口的 PNG 保存到 FILE，然后退出。',
    'Wait MS milliseconds before the screenshot (default 2000).':
        '截图前等待 MS 毫秒（默认 2000）。',
    "On the sandbox, load every view's demo data, save a PNG of each tab in DIR, then quit.":
        '在沙盒上加载每个视图的演示数据，把每个标签页的 PNG 保存到 DIR，然后退出。',
    'Show the tab of this title at start (Cluster).':
        '启动时显示这个标题的标签页（按界面语言中的标题，例如 Cluster）。',
    "Window size for --screenshot and --tour, WIDTHxHEIGHT (default: the window's own, 1400x900).":
        '--screenshot 和 --tour 的窗口大小，WIDTHxHEIGHT（默认：窗口自己的，1400x900）。',
    'Use a dark palette (Fusion style), as a dark desktop theme would: to see or take screenshots of the dark look.':
        '使用深色调色板（Fusion 风格），如同深色桌面主题：用于查看深色外观或为其截图。',
    'Inspector and playground for Redis coordination primitives.':
        'Redis 协调原语的检查器和演练场。',
    'MS_EPOCH':
        'MS_EPOCH',
    'GLOB=KIND':
        'GLOB=KIND',
    ', TAT %1 µs':
        ', TAT %1 µs',
    'PER_S':
        'PER_S',
    '%1 (%2 ms)':
        '%1 (%2 ms)',
    '  FAILED':
        '  失败',
    'NAME|NUMBER':
        'NAME|NUMBER',
    'MS|MIN-MAX':
        'MS|MIN-MAX',
    'N:PARAMS':
        'N:PARAMS',
    '+%1 ms':
        '+%1 ms',
    # Operator actions (issue 24): core/operate/, coordscope-cli operate.
    '%1 is no longer held':
        '%1 已不再被持有',
    '%1 has %n owner field(s): say which with --expect':
        '%1 有 %n 个持有者字段: 请用 --expect 指明是哪一个',
    'SCAN: unexpected reply':
        'SCAN: 意外的回复',
    'more than %1 subjects: reset them in parts with --subject':
        '超过 %1 个主体: 请用 --subject 分批重置',
    'warning: %1':
        '警告: %1',
    'commands:':
        '命令:',
    '%1.lua:':
        '%1.lua:',
    'Act on a lock, semaphore, schedule, queue or limiter the inspector shows, only if it still holds what you saw; prints the commands and sends them with --yes.':
        '对检查器显示的锁、信号量、调度、队列或限流器执行操作, 仅当它仍是你看到的状态时才执行; 先打印命令, 加 --yes 才发送。',
    'The token, owner or member you saw; without it the current one is read, printed and acted on.':
        '你看到的令牌、持有者或成员; 不给出时读取当前值, 打印出来并据此操作。',
    'run-now, postpone, delete-item, requeue: the scheduled item (member or id) or the item in flight.':
        'run-now, postpone, delete-item, requeue: 已调度的项 (成员或 id) 或处理中的项。',
    "reset-limit: the subject (a CoordScope limiter's, a Redisson client's).":
        'reset-limit: 主体 (CoordScope 限流器的主体, 或 Redisson 的客户端)。',
    'set-ttl: the new lease; postpone: from now (milliseconds).':
        'set-ttl: 新的租约; postpone: 从现在起推迟 (毫秒)。',
    'evict-holder: every expired holder; requeue, delete-item: every item of the consumer; reset-limit: every subject of the limiter.':
        'evict-holder: 所有已过期的持有者; requeue, delete-item: 该消费者的所有项; reset-limit: 该限流器的所有主体。',
    'Send the commands (without it they are printed and nothing is sent).':
        '发送这些命令 (不加时只打印, 不发送任何命令)。',
    'operate ACTION KEY (ACTION: %1)':
        'operate ACTION KEY (ACTION: %1)',
    'unknown action "%1" (%2)':
        '未知的操作 "%1" (%2)',
    '%1 needs --ttl MS':
        '%1 需要 --ttl MS',
    'operate --yes writes, and read-only mode refuses it; nothing was sent (without --yes it prints the commands)':
        'operate --yes 会写入, 只读模式拒绝了它; 没有发送任何命令 (不加 --yes 时只打印命令)',
    '%1 does not exist (any more): nothing was done':
        '%1 (已) 不存在: 什么也没做',
    'no layout the inspector knows claims %1 (a %2): nothing to operate on':
        '检查器已知的布局都不认领 %1 (%2 类型): 无可操作',
    '%1 is not offered for %2, the %3 key of a %4 (%5)':
        '%2 不提供 %1 操作, 它是 %4 的 %3 键 (%5)',
    'held now by %1 (read; --expect to name the holder you saw)':
        '当前持有者为 %1 (已读取; 用 --expect 指明你看到的持有者)',
    '%n holder(s) expired':
        '%n 个持有者已过期',
    "--subject is for a Redisson rate limiter; name a CoordScope limiter's subject by its key":
        '--subject 用于 Redisson 限流器; CoordScope 限流器的主体请用它的键指明',
    'Nothing sent: add --yes to send these commands.':
        '没有发送: 加 --yes 才会发送这些命令。',
    'Break lock':
        '强制解锁',
    'Change lease':
        '修改租约',
    'Evict holder':
        '驱逐持有者',
    'Run now':
        '立即执行',
    'Postpone':
        '推迟',
    'Delete item':
        '删除项',
    'Requeue':
        '重新入队',
    'Reset limit':
        '重置限流',
    '%1 replies to %2 commands':
        '%2 条命令收到 %1 个回复',
    'UNLINK: expected an integer':
        'UNLINK: 应为整数',
    'Reset %n key(s) of %1':
        '已重置 %1 的 %n 个键',
    "Nothing to reset: the limiter's keys of %1 were already gone":
        '无需重置: %1 的限流器键已不存在',
    '%1: expected {code, ...}, got %2':
        '%1: 应为 {code, ...}, 实际为 %2',
    'nothing done: %1 holds another type now (%2)':
        '什么也没做: %1 现在是另一种类型 (%2)',
    'Nothing done: %1 is no longer held (the key is gone)':
        '什么也没做: %1 已不再被持有 (键已不存在)',
    'Nothing done: the holder is no longer in %1':
        '什么也没做: 该持有者已不在 %1 中',
    'Nothing done: the item is no longer in flight in %1':
        '什么也没做: 该项已不在 %1 的处理中列表里',
    'Nothing done: the item is no longer scheduled in %1':
        '什么也没做: 该项已不在 %1 的调度中',
    'Nothing done: the consumer is alive (its deadline is %1 ms since the epoch); requeueing its item would deliver it twice':
        '什么也没做: 该消费者仍然存活 (截止时间为纪元起 %1 ms); 把它的项重新入队会导致投递两次',
    'Nothing done: %1 is now held by %2, not by %3':
        '什么也没做: %1 现在由 %2 持有, 而不是 %3',
    'Broke %1 (it was held by %2)':
        '已强制解锁 %1 (原持有者为 %2)',
    'Set the lease of %1 to %2 ms':
        '已将 %1 的租约设为 %2 ms',
    'Evicted %n holder(s) from %1':
        '已从 %1 驱逐 %n 个持有者',
    "Moved the item to %1's ready list":
        '已将该项移到就绪列表 %1',
    'Postponed the item by %1 ms from now':
        '已将该项推迟到从现在起 %1 ms 后',
    'Deleted %n item(s) from %1':
        '已从 %1 删除 %n 个项',
    'Requeued %n item(s) onto %1':
        '已将 %n 个项重新放入 %1',
    '%1 is not offered for %2 (%3): %4':
        '%2 (%3) 不提供 %1 操作: %4',
    'on a cluster the keys %1 and %2 are in different slots, so no one script can act on both atomically; nothing was sent':
        '在集群上键 %1 和 %2 位于不同的槽, 没有一个脚本能原子地同时操作它们; 没有发送任何命令',
    "say which holder you saw: the lock's token or owner (--expect)":
        '请指明你看到的持有者: 锁的令牌或持有者 (--expect)',
    'set-ttl needs the new lease in milliseconds (--ttl), more than 0':
        'set-ttl 需要以毫秒表示的新租约 (--ttl), 且大于 0',
    'no lock key to act on':
        '没有可操作的锁键',
    'Set the lease of %1 to %2 ms if it is still held by %3':
        '若 %1 仍由 %3 持有, 将其租约设为 %2 ms',
    'Delete %1 if it is still held by %2':
        '若 %1 仍由 %2 持有, 删除它',
    "the getset lock's expiry is its value, not a TTL; it has none to change":
        'getset 锁的过期时间是它的值, 而不是 TTL; 没有可修改的租约',
    ', and wake its first waiter':
        ', 并唤醒第一个等待者',
    'This lock hands out fencing numbers: a holder that stalled may still write after the lock is broken, and the resource is protected only if it checks the number it is given against the highest it has seen.':
        '这个锁会发放栅栏令牌 (fencing token): 一个卡住的持有者在锁被强制解除后仍可能写入, 只有当资源拿收到的编号与它见过的最大编号比较时, 资源才受到保护。',
    'A Redlock lock lives on several servers: this acts on this server only. The holder keeps the lock while a majority of servers still hold it.':
        'Redlock 锁存在于多个服务器上: 这里只操作这一个服务器。只要多数服务器仍持有它, 持有者就仍持有这把锁。',
    'its key does not start with lock:':
        '它的键不以 lock: 开头',
    ', and signal its waiters as its release does':
        ', 并像它的释放那样通知等待者',
    'Delete %1 whatever its hold count if %2 still owns it, and wake its waiters':
        '若 %2 仍持有 %1, 不论其重入次数都删除它, 并唤醒等待者',
    "Delete %1 whatever its hold count if %2 still owns it, and publish Redisson's unlock message to its waiters":
        '若 %2 仍持有 %1, 不论其重入次数都删除它, 并向等待者发布 Redisson 的解锁消息',
    "Redisson's watchdog renews the lock while its owner's process runs: break it only if that process is gone.":
        'Redisson 的看门狗会在持有者进程运行期间不断续约: 只有在该进程已不在时才强制解锁。',
    'a Redisson fair lock is handed to the first waiter of its queue on release; acting on it here would skip that hand-over':
        'Redisson 公平锁在释放时交给其队列中的第一个等待者; 在这里操作会跳过这次交接',
    "a read-write lock's read holds each keep a lease key of their own; removing one correctly needs Redisson's own bookkeeping":
        '读写锁的每个读持有都有自己的租约键; 要正确移除需要 Redisson 自己的记账',
    'a BullMQ job lock belongs to the worker running the job; without it the job is seen as stalled and moved back by BullMQ itself':
        'BullMQ 任务锁属于正在运行该任务的 worker; 没有它, 任务会被视为停滞并由 BullMQ 自己移回',
    'it is not a lock':
        '它不是锁',
    'no holders key to act on':
        '没有可操作的持有者键',
    'no holder has expired: nothing to evict':
        '没有持有者过期: 无需驱逐',
    'say which holder to evict (--member)':
        '请指明要驱逐的持有者 (--member)',
    '%1 holders at once: at most %2 in one step':
        '一次 %1 个持有者: 每步最多 %2 个',
    'Remove holder %1 from %2 if it is still there':
        '若持有者 %1 仍在 %2 中, 移除它',
    'Remove the %n expired holder(s) listed from %1 if they are still there':
        '若列出的 %n 个过期持有者仍在 %1 中, 移除它们',
    ' (from the fair order too, with its lease; the counter is left alone), and wake the waiters':
        ' (同时从公平顺序中移除, 连同其租约; 计数器保持不变), 并唤醒等待者',
    " (and from its :owner set, as the book's release does)":
        ' (并像书中的释放那样从 :owner 集合中移除)',
    ", give the permit back to %1 and notify waiters, as Redisson's release does":
        ', 像 Redisson 的释放那样把许可还给 %1 并通知等待者',
    'it is not a semaphore whose holders are understood':
        '它不是能理解其持有者的信号量',
    'say which scheduled item (--item)':
        '请指明已调度的项 (--item)',
    'postpone needs how long from now in milliseconds (--ttl), more than 0':
        'postpone 需要从现在起推迟的毫秒数 (--ttl), 且大于 0',
    'no schedule key to act on':
        '没有可操作的调度键',
    'its scores are not seconds or milliseconds':
        '它的分数不是秒或毫秒',
    'Schedule %1 of %2 %3 ms from now if it is still scheduled':
        '若 %2 中的 %1 仍在调度中, 将其调度到从现在起 %3 ms 后',
    'Delete %1 from %2 if it is still scheduled':
        '若 %1 仍在 %2 的调度中, 删除它',
    "Move %1 from %2 to the end of %3 with its payload, as the queue's claim does, if it is still scheduled":
        '若 %1 仍在调度中, 像队列的认领那样把它连同载荷从 %2 移到 %3 的末尾',
    'the job has no "queue": it is not a Sidekiq job':
        '该任务没有 "queue": 它不是 Sidekiq 任务',
    "Move the job %1 (%2) from %3 to the front of %4 stamped enqueued_at now, and add %5 to %6, as Sidekiq's poller does, if it is still there":
        '若任务 %1 (%2) 仍在 %3 中, 像 Sidekiq 的轮询器那样把它移到 %4 的前端, enqueued_at 记为现在, 并把 %5 加入 %6',
    'the item is not [id, queue, name, args]':
        '该项不是 [id, queue, name, args]',
    "Move %1 from %2 to the end of %3, as the book's poll_queue() does, if it is still scheduled":
        '若 %1 仍在调度中, 像书中的 poll_queue() 那样把它从 %2 移到 %3 的末尾',
    "Move %1 from %2 to the end of %3 (its value unpacked) and drop it from %4, as Redisson's transfer task does, if it is still scheduled":
        '若 %1 仍在调度中, 像 Redisson 的转移任务那样把它从 %2 移到 %3 的末尾 (解包出值), 并从 %4 中删除',
    ' (and from %1)':
        ' (并从 %1 中删除)',
    'a schedule of unknown make has no ready list CoordScope knows':
        '来源不明的调度没有 CoordScope 知道的就绪列表',
    'it is not a schedule whose items are understood':
        '它不是能理解其项的调度',
    "only CoordScope's reliable queue is understood":
        '只理解 CoordScope 的可靠队列',
    "name the consumer's processing list (…:processing:<consumer>)":
        '请指明消费者的处理中列表 (…:processing:<consumer>)',
    'say which item (--item), or every item of the consumer (--all)':
        '请指明是哪一项 (--item), 或该消费者的所有项 (--all)',
    'Move every item of consumer %1 back to the head of %2 if the consumer is dead':
        '若消费者 %1 已死亡, 把它的所有项移回 %2 的头部',
    'Delete every item in flight of consumer %1 if the consumer is dead':
        '若消费者 %1 已死亡, 删除它所有处理中的项',
    'Move %1 from %2 back to the head of %3 if consumer %4 is dead':
        '若消费者 %4 已死亡, 把 %1 从 %2 移回 %3 的头部',
    'Delete %1 from %2 if consumer %3 is dead':
        '若消费者 %3 已死亡, 从 %2 删除 %1',
    'it is not a rate limiter CoordScope understands':
        '它不是 CoordScope 能理解的限流器',
    'no subject to reset':
        '没有要重置的主体',
    'Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh':
        '删除 %1 的 %n 个主体的计数 (UNLINK), 让它们重新开始',
    'the %1 key of a %2 has no such action (docs/inspector.md lists the actions of each library)':
        '%2 的 %1 键没有这个操作 (docs/inspector.md 列出了每个库的操作)',
    'unknown action':
        '未知的操作',
    # Operator actions in the Inspector (issue 24): ui/inspector/.
    'operator action':
        '运维操作',
    'Act':
        '操作',
    '&Break lock…':
        '强制解锁(&B)…',
    'Change &lease…':
        '修改租约(&L)…',
    'Evict every e&xpired holder…':
        '驱逐所有过期的持有者(&X)…',
    '&Evict holder…':
        '驱逐持有者(&E)…',
    '&Run now…':
        '立即执行(&R)…',
    '&Postpone…':
        '推迟(&P)…',
    "Delete the consumer's items in &flight…":
        '删除该消费者处理中的项(&F)…',
    '&Delete item…':
        '删除项(&D)…',
    "Re&queue the consumer's items…":
        '将该消费者的项重新入队(&Q)…',
    'Reset every &subject…':
        '重置所有主体(&S)…',
    'Reset &limit of the subject…':
        '重置该主体的限流(&L)…',
    'Select a primitive first':
        '请先选择一个原语',
    'The lock is not held now':
        '该锁当前未被持有',
    'No holder shown has expired':
        '显示的持有者都没有过期',
    'Select the holders to evict in the entries table':
        '请在条目表中选择要驱逐的持有者',
    "Select a consumer's processing list in the keys table":
        '请在键表中选择一个消费者的处理中列表',
    'Select one scheduled item in the entries table':
        '请在条目表中选择一个已调度的项',
    'No subject is shown':
        '没有显示任何主体',
    'Select the subjects to reset in the entries table':
        '请在条目表中选择要重置的主体',
    '%1 has no key for this action':
        '%1 没有适用于此操作的键',
    'Not offered for %1 (%2): docs/inspector.md says which actions each library has, and why':
        '%1 (%2) 不提供此操作: docs/inspector.md 说明了每个库有哪些操作及原因',
    'Read-only mode: operator actions write. Turn it off in the Connection menu to act.':
        '只读模式: 运维操作会写入。请在“连接”菜单中关闭只读模式后再操作。',
    'Read-only mode: nothing was sent':
        '只读模式: 没有发送任何命令',
    'Not done: %1':
        '未完成: %1',
    'Act on the selection: break a lock, evict a holder, run a job now, reset a limit. Each shows the exact commands first.':
        '对所选内容执行操作: 强制解锁、驱逐持有者、立即执行任务、重置限流。每个操作都会先显示确切的命令。',
    '%1: check before it runs':
        '%1: 执行前请确认',
    'Due in:':
        '到期时间 (从现在起):',
    'New lease:':
        '新的租约:',
    'Commands, sent exactly as shown when you go on:':
        '命令 (继续后将按所示原样发送):',
    'Show script':
        '显示脚本',
    'Keys it may write: %1':
        '可能写入的键: %1',
    'Show script (%1.lua)':
        '显示脚本 (%1.lua)',
    # BullMQ operations (issue 24)
    'nothing done: %1':
        '什么也没做: %1',
    "Nothing done: the job's lock is held by %1, so its worker is alive; requeueing it would run it twice":
        '什么也没做: 该任务的锁由 %1 持有, 说明它的工作进程仍然存活; 重新入队会导致它被执行两次',
    'the queue has none of the keys only BullMQ writes (events, meta, marker): it may be a Bull 3 queue, whose jobs move otherwise':
        '该队列没有只有 BullMQ 才写的键 (events, meta, marker): 它可能是 Bull 3 的队列, 其任务的移动方式不同',
    "Bull 3 moves its jobs with scripts of its own (a paused queue's jobs go to its paused list, waiting workers are told by PUBLISH, priorities are kept in the wait list's order): BullMQ's steps would not keep its invariants":
        'Bull 3 用它自己的脚本移动任务 (暂停队列的任务进入其 paused 列表, 通过 PUBLISH 通知等待的工作进程, 优先级保存在 wait 列表的顺序中): 按 BullMQ 的步骤操作无法保持它的不变式',
    'a BullMQ queue offers run-now, postpone and delete-item on its delayed jobs and requeue on a stalled active job':
        'BullMQ 队列对延时任务提供 run-now, postpone 和 delete-item, 对停滞的活动任务提供 requeue',
    "name the queue's %1 key (…:%1)":
        '请指明队列的 %1 键 (…:%1)',
    'say which job, by its id (--item)':
        '请用任务 id 指明是哪个任务 (--item)',
    'Promote job %1 of queue %2 as BullMQ\'s Job.promote() does, if it is still delayed: out of %3 into %4 (or %5 when it has a priority), the marker set unless the queue is paused or at its concurrency, a "waiting" event, its delay 0':
        '若队列 %2 的任务 %1 仍处于延时状态, 像 BullMQ 的 Job.promote() 那样提升它: 从 %3 移入 %4 (有优先级时移入 %5), 除非队列已暂停或已达并发上限否则设置 marker, 发出 "waiting" 事件, 其 delay 置为 0',
    'Delay job %1 of queue %2 to %3 ms from now as BullMQ\'s Job.changeDelay() does, if it is still delayed: its score in %4, its delay, a "delayed" event and the marker\'s next due time':
        '若队列 %2 的任务 %1 仍处于延时状态, 像 BullMQ 的 Job.changeDelay() 那样把它延后到从现在起 %3 ms: 更新它在 %4 中的分数和它的 delay, 发出 "delayed" 事件, 更新 marker 的下一个到期时间',
    'Remove job %1 of queue %2 as BullMQ\'s Job.remove() does, if it is still delayed and has no parent, no children, no lock and no job scheduler: out of %3, its hash and logs deleted (and its deduplication key if it holds it), a "removed" event':
        '若队列 %2 的任务 %1 仍处于延时状态且没有父任务, 子任务, 锁和任务调度器, 像 BullMQ 的 Job.remove() 那样删除它: 从 %3 移除, 删除它的哈希和日志 (以及它持有的去重键), 发出 "removed" 事件',
    'Move job %1 of queue %2 from %3 back to the head of %4 as BullMQ\'s stalled-job check does, if its lock %5 is gone (its worker is dead): its stalled count plus one, "waiting" and "stalled" events':
        '若任务的锁 %5 已不存在 (它的工作进程已死亡), 像 BullMQ 的停滞任务检查那样把队列 %2 的任务 %1 从 %3 移回 %4 的头部: 停滞计数加一, 发出 "waiting" 和 "stalled" 事件',
    # The console (issue 24): ui/console/, core/client/ (the command line, the checks, replies).
    'type a command':
        '请输入命令',
    "%1 would take over the console's connection; use redis-cli for it":
        '%1 会占用控制台的连接; 请用 redis-cli 执行它',
    'a timeout of 0 waits for ever; give it a timeout in seconds (the console waits at most a few)':
        '超时为 0 会永远等待; 请给出以秒为单位的超时 (控制台最多等待几秒)',
    'BLOCK 0 waits for ever; give it a timeout in ms':
        'BLOCK 0 会永远等待; 请给出以毫秒为单位的超时',
    'KEYS walks every key in one go and blocks the server meanwhile (on a big production server, for seconds). SCAN does the same in small steps. Send KEYS anyway?':
        'KEYS 一次遍历所有键, 期间会阻塞服务器 (在大型生产服务器上可达数秒)。SCAN 以小步完成同样的事。仍要发送 KEYS 吗?',
    '%1 deletes every key of %2. Send it?':
        '%1 会删除%2的所有键。要发送吗?',
    'every database':
        '所有数据库',
    'this database':
        '当前数据库',
    'SHUTDOWN stops the server. Send it?':
        'SHUTDOWN 会停止服务器。要发送吗?',
    '%1 changes how the server runs, for every client. Send it?':
        '%1 会改变服务器对所有客户端的运行方式。要发送吗?',
    'console':
        '控制台',
    'Type a Redis command below, e.g. SET lock:x token NX PX 30000, and press Enter. Quote as in redis-cli; Up and Down go through the history, Tab completes.':
        '在下方输入 Redis 命令, 例如 SET lock:x token NX PX 30000, 然后按 Enter。引号用法与 redis-cli 相同; 上下方向键浏览历史, Tab 补全。',
    'a Redis command':
        '一条 Redis 命令',
    ' (read-only)':
        ' (只读)',
    'Read the command names':
        '读取命令名',
    '(refused) %1':
        '(已拒绝) %1',
    'Console':
        '控制台',
    '(not sent)':
        '(未发送)',
    '(error) not connected: nothing was sent':
        '(error) 未连接: 没有发送任何命令',
    '(not sent: the connection changed)':
        '(未发送: 连接已改变)',
    '(%1 ms)':
        '(%1 ms)',
    'Type Redis commands; the views pick up what they change (Ctrl+`)':
        '输入 Redis 命令; 各视图会显示它们所做的改变 (Ctrl+`)',
    '… %1 more elements not shown':
        '… 还有 %1 个元素未显示',
    'unbalanced double quote (opened at character %1)':
        '双引号不成对 (在第 %1 个字符处开始)',
    'a closing quote must be followed by a space (character %1)':
        '闭合引号后面必须是空格 (第 %1 个字符)',
    'unbalanced single quote (opened at character %1)':
        '单引号不成对 (在第 %1 个字符处开始)',
    # Permit leases (issue 24).
    'evict-holder: the holder to evict; set-ttl: the holder whose lease to change.':
        'evict-holder: 要驱逐的持有者; set-ttl: 要修改其租约的持有者。',
    'Select one holder in the members table':
        '请在成员表中选择一个持有者',
    'Nothing done: the holder no longer holds a permit of %1':
        '什么也没做: 该持有者已不再持有 %1 的许可',
    "Nothing done: the holder's score in %1 is not an expiry to come (%2): its permit expired, or this kind keeps no lease":
        '什么也没做: 该持有者在 %1 中的分数不是未来的过期时间 (%2): 它的许可已过期, 或这种信号量不保存租约',
    "say which holder's lease to change (--member)":
        '请指明要修改哪个持有者的租约 (--member)',
    'Set the lease of holder %1 of %2 to %3 ms if it still holds a permit':
        '若持有者 %1 仍持有 %2 的许可, 将其租约设为 %3 ms',
    " (the atomic semaphore's expiry; the basic, fair and locked kinds score acquire times, and are left alone)":
        ' (原子信号量的过期时间; 基本、公平和加锁信号量的分数是获取时间, 不作改动)',
    "its holders' leases are not kept in Redis":
        '它的持有者的租约不保存在 Redis 中',
    # Requeue one item in flight (issue 24).
    'Requeue one &item in flight…':
        '将一个处理中的项重新入队(&I)…',
    'Select a processing or active list in the keys table':
        '请在键表中选择一个处理中列表或 active 列表',
    'Read the items in flight':
        '读取处理中的项',
    'Requeue one item':
        '重新入队一个项',
    "The item to put back (the list's first 200 at most):":
        '要放回的项 (最多显示列表的前 200 个):',
    'Nothing in flight in %1':
        '%1 中没有处理中的项',
    'Not read: %1':
        '未读取: %1',
    # The console's waits (issue 24).
    "%1 s is past the connection's command timeout (%2 ms), which would drop it mid-wait; wait less":
        '%1 秒超过了连接的命令超时 (%2 ms), 等待中连接会被断开; 请等待更短的时间',
    "BLOCK %1 is past the connection's command timeout (%2 ms), which would drop it mid-wait":
        'BLOCK %1 超过了连接的命令超时 (%2 ms), 等待中连接会被断开',
}
