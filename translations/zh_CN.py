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
    '"%1": %n suggestions in %2 µs by %3, %4 commands':
        '“%1”: %2 µs 内得到 %n 条建议, 方法 %3, %4 条命令',
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
    '%n masters':
        '%n 个主节点',
    '%n replicas':
        '%n 个从节点',
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
    'item, in due order':
        '项, 按到期顺序',
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
    '%1 %2 keys':
        '%1 %2 个键',
    '%1 %2 keys, not to the end':
        '%1 %2 个键, 未到末尾',
    '\nSCAN of %1 masters: %2':
        '\n%1 个主节点上的 SCAN: %2',
    '%1 of %2 keys':
        '%2 个键中的 %1 个',
    '%1 keys':
        '%1 个键',
    'Scanned %1%2, pass finished %3 s ago':
        '已扫描 %1%2, 一轮扫描于 %3 秒前完成',
    ' (stopped at the key limit)':
        ' (在键数上限处停止)',
    ' · %1 by name only':
        ' · %1 个仅按名称',
    'scanning: %1 of %2 keys (%3 %)':
        '扫描中: %2 个键中的 %1 个 (%3 %)',
    'scanning: %1 keys so far':
        '扫描中: 目前 %1 个键',
    ', within the load budget':
        ', 在负载预算之内',
    '%1 keys that no layout claims by name were not looked at by value (%2). The Values box changes that.':
        '有 %1 个没有任何布局按名称认领的键未按值查看 (%2)。“值”选择框可以改变这一点。',
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
    '1 key':
        '1 个键',
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
    'stopped after %1 keys this click: Scan more goes on':
        '本次点击在 %1 个键后停止: “继续扫描”会接着扫描',
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
    '%n operations failed':
        '%n 次操作失败',
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
    '; %1 events, %2 ops/s, %3.':
        '; %1 个事件, %2 操作/秒, %3。',
    '%n operations failed: %1.':
        '%n 次操作失败: %1。',
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
    '%1 entries':
        '%1 个条目',
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
    '%n contacts':
        '%n 个联系人',
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
    'Limit %1':
        '限额 %1',
    'limit %1':
        '限额 %1',
    'Limit %1 (past the last rank)':
        '限额 %1 (超过最后一个排名)',
    'Limit unknown':
        '限额未知',
    'Members by rank':
        '按排名排列的成员',
    'Members by rank: the first %1 of %2':
        '按排名排列的成员: %2 个中的前 %1 个',
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
    '%1 · %2 members':
        '%1 · %2 个成员',
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
    'cluster · %n masters':
        '集群 · %n 个主节点',
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
    'Clear the filter (in it)':
        '清空筛选框（在筛选框中）',
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
}
