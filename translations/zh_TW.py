# Traditional Chinese (zh_TW), made by translations/make_zh_TW.py from zh_CN.py:
# edit zh_CN.py (or make_zh_TW.py's GLOSSARY), then run it again.

STRINGS = {
    'yes':
        '是',
    'no':
        '否',
    'Name':
        '名稱',
    'Kind':
        '型別',
    'Entries':
        '條目',
    'Case-insensitive':
        '不區分大小寫',
    'Markers in flight':
        '進行中的標記',
    'Key':
        '鍵',
    'markers':
        '標記法',
    'BYLEX':
        'BYLEX',
    'query':
        '查詢',
    'ms':
        '毫秒',
    'Query latency':
        '查詢延遲',
    'Time of each autocomplete query on the worker thread, by method':
        '每次自動補全查詢在工作執行緒上的耗時, 按方法區分',
    'Completing "%1"':
        '正在補全“%1”',
    'Autocomplete actions':
        '自動補全操作',
    'Autocomplete':
        '自動補全',
    '&Load names from file…':
        '從檔案載入名字(&L)…',
    'Cancel loading':
        '取消載入',
    'Export &CSV…':
        '匯出 CSV(&C)…',
    'Export &PNG…':
        '匯出 PNG(&P)…',
    'address book name':
        '通訊錄名稱',
    'BYLEX (one ZRANGE, read-only)':
        'BYLEX (一次 ZRANGE, 唯讀)',
    'Markers (Redis in Action 6.1.2, writes)':
        '標記法 (Redis 實戰 6.1.2, 寫入)',
    'Type a prefix: suggestions come from the server':
        '輸入字首: 建議來自伺服器',
    'Command':
        '命令',
    'Latency':
        '延遲',
    'Reply':
        '回覆',
    'The commands the last query sent, as the Command log shows them':
        '上次查詢傳送的命令, 與命令紀錄中顯示的一致',
    '&Book:':
        '通訊錄(&B):',
    '&Method:':
        '方法(&M):',
    '&Search:':
        '搜尋(&S):',
    'Cancel':
        '取消',
    'Filter address books and lists':
        '篩選通訊錄和列表',
    'Export':
        '匯出',
    'Query "%1" failed: %2':
        '查詢“%1”失敗: %2',
    'Choose or type an address book to search.':
        '選擇或輸入要搜尋的通訊錄。',
    '"%1" is not a valid address book name (no braces).':
        '“%1”不是有效的通訊錄名稱 (不能含花括號)。',
    'Notes:\n':
        '注意:\n',
    '%1 µs':
        '%1 µs',
    '"%1": %n suggestions in %2 µs by %3, %4 commands':
        '“%1”: %2 µs 內得到 %n 條建議, 方法 %3, %4 條命令',
    'Add one name per line of a UTF-8 text file to the book':
        '把 UTF-8 文字檔案中的每行一個名字加入通訊錄',
    'Read-only mode: this writes keys. Turn read-only off to use it.':
        '唯讀模式: 此操作會寫入鍵。關閉唯讀模式後才能使用。',
    'Read-only mode: only BYLEX is offered; the marker method writes markers into the book':
        '唯讀模式: 只提供 BYLEX; 標記法會向通訊錄寫入標記',
    "The book's marker method (writes markers, several round trips) or one ZRANGE … BYLEX":
        '通訊錄的標記法 (寫入標記, 多次往返) 或一次 ZRANGE … BYLEX',
    'its address books.':
        '其中的通訊錄。',
    'Looking for address books…':
        '正在查詢通訊錄…',
    'No address books found in this database':
        '此資料庫中沒有找到通訊錄',
    'This view lists the address books (prefix search) and recent-contacts lists; type in the search box to complete names from a book and see the commands each keystroke sends.':
        '此檢視列出通訊錄 (字首搜尋) 和最近聯絡人列表; 在搜尋框中輸入即可從通訊錄補全名字, 並檢視每次按鍵傳送的命令。',
    'Load demo data writes an address book of a few thousand names and a recent-contacts list.':
        '載入演示資料會寫入一個包含幾千個名字的通訊錄和一個最近聯絡人列表。',
    'Loading autocomplete demo data':
        '正在載入自動補全演示資料',
    'Write an address book "demo" of a few thousand names and a recent-contacts list':
        '寫入一個包含幾千個名字的通訊錄“demo”和一個最近聯絡人列表',
    'Load names':
        '載入名字',
    'Text files (*.txt);;All files (*)':
        '文字檔案 (*.txt);;所有檔案 (*)',
    'Book: %1':
        '通訊錄: %1',
    'Loading %1 into "%2"…':
        '正在把 %1 載入到“%2”…',
    'Loading names from %1':
        '正在從 %1 載入名字',
    'Not run: cancelled or no connection.':
        '未執行: 已取消或沒有連線。',
    'Failed: %1':
        '失敗: %1',
    'Time':
        '時間',
    'Event':
        '事件',
    'Details':
        '詳情',
    'failover':
        '故障轉移',
    'node failed':
        '節點故障',
    'demoted':
        '降級',
    'node back':
        '節點恢復',
    'node joined':
        '節點加入',
    'node left':
        '節點離開',
    '%1 slot %2:':
        '%1 槽 %2:',
    '%1 %2 from %3':
        '%1 %2 來自 %3',
    '%1 %2 %3 → %4':
        '%1 %2 %3 → %4',
    '%1, a master':
        '%1, 主節點',
    '%1, a replica':
        '%1, 從節點',
    '%1 was a replica, now a master':
        '%1 原為從節點, 現為主節點',
    '%1 was a master, now serves no slot':
        '%1 原為主節點, 現在不負責任何槽',
    'the cluster marks %1 as failed':
        '叢集將 %1 標記為故障',
    '%1 is healthy again':
        '%1 已恢復正常',
    '%1 is no longer in the map':
        '%1 已不在槽對映中',
    'Role':
        '角色',
    'Address':
        '地址',
    'Id':
        'ID',
    'Slot ranges':
        '槽範圍',
    'Slots':
        '槽',
    'Keys':
        '鍵',
    'Link':
        '連線',
    'Last redirection':
        '最近的重定向',
    "The first 8 characters of the node's id (CLUSTER MYID)":
        '節點 ID 的前 8 個字元 (CLUSTER MYID)',
    'DBSIZE on each master, read every few seconds':
        '每個主節點上的 DBSIZE, 每隔幾秒讀取一次',
    "CoordScope's connection to the node (made when a command first needs it)":
        'CoordScope 到該節點的連線 (在命令首次需要時建立)',
    'The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered':
        '該節點最近一次回覆的 MOVED、ASK、TRYAGAIN 或 CLUSTERDOWN',
    'master (failed)':
        '主節點 (故障)',
    'master':
        '主節點',
    'node (failed)':
        '節點 (故障)',
    'node':
        '節點',
    'replica of %1 (failed)':
        '%1 的從節點 (故障)',
    'replica of %1':
        '%1 的從節點',
    'not used yet':
        '尚未使用',
    'connecting':
        '正在連線',
    'connected':
        '已連線',
    'failed':
        '失敗',
    'failed: %1':
        '失敗: %1',
    '<b>Redirections and failovers</b> as this connection meets them: a MOVED says the slot lives on another master now (the client updates its map), an ASK that the slot is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN that the client must wait and retry.':
        '此連線遇到的<b>重定向和故障轉移</b>: MOVED 表示該槽現在位於另一個主節點上 (客戶端會更新其槽對映), ASK 表示該槽正在遷移 (僅這一條命令發往目標節點), TRYAGAIN 和 CLUSTERDOWN 表示客戶端必須等待並重試。',
    '%n masters':
        '%n 個主節點',
    '%n replicas':
        '%n 個從節點',
    '%1 of 16,384 slots served':
        '16,384 個槽中已分配 %1 個',
    'reconnecting: the client reads the map again':
        '正在重連: 客戶端重新讀取槽對映',
    'keys: DBSIZE on each master every %1 s':
        '鍵: 每 %1 秒在每個主節點上執行 DBSIZE',
    'Connect to a node of a Redis Cluster to see its masters, replicas, slots and the redirections the client meets.':
        '連線到 Redis 叢集的一個節點, 即可檢視其主節點、從節點、槽以及客戶端遇到的重定向。',
    'Not a cluster':
        '不是叢集',
    'Connected with cluster=no: CoordScope treats %1 as one server.':
        '以 cluster=no 連線: CoordScope 將 %1 視為單個伺服器。',
    '%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). Connect to a node of a Redis Cluster to see its masters, replicas and slots here.':
        '%1 是單個 Redis 伺服器 (INFO cluster 未顯示 cluster_enabled:1)。連線到 Redis 叢集的一個節點, 即可在此檢視其主節點、從節點和槽。',
    'Reading the slot map…':
        '正在讀取槽對映…',
    'CLUSTER SHARDS from %1.':
        '來自 %1 的 CLUSTER SHARDS。',
    'Asking whether this is a cluster…':
        '正在確認這是否為叢集…',
    'INFO cluster on %1.':
        '%1 上的 INFO cluster。',
    'Answered by %1, sent there after %2':
        '由 %1 應答, 在 %2 之後發往該處',
    'Connection':
        '連線',
    'Node':
        '節點',
    'sampled: the first %n command(s) of every %1 s are logged':
        '取樣: 每 %1 秒只記錄前 %n 條命令',
    '… %n more command(s) not shown':
        '… 還有 %n 條命令未顯示',
    'Filter by command or connection (Ctrl+L)':
        '按命令或連線篩選 (Ctrl+L)',
    'Follow':
        '跟隨',
    'Keep the newest command in sight. Scrolling up stops following; scrolling back to the bottom or this button resumes it.':
        '始終顯示最新的命令。向上滾動會停止跟隨; 滾回底部或點選此按鈕即可恢復。',
    'Pause':
        '暫停',
    'Hold new commands back from the view; they appear when resumed':
        '暫不在檢視中顯示新命令; 恢復後再顯示',
    'Resume':
        '恢復',
    'Clear':
        '清空',
    'Remove every command from the log':
        '從紀錄中刪除所有命令',
    '0000 of 0000 commands · scrolled up, not following':
        '共 0000 條命令中的 0000 條 · 已向上滾動, 未跟隨',
    'Copy':
        '複製',
    'Clear log':
        '清空紀錄',
    '%1 of %2':
        '%1 / %2',
    ' · %1 held':
        ' · 暫存 %1 條',
    ' · scrolled up, not following':
        ' · 已向上滾動, 未跟隨',
    '%n command(s)':
        '%n 條命令',
    'TLS (rediss:// URLs)':
        'TLS (rediss:// URL)',
    "Verify the server's certificate":
        '驗證伺服器證書',
    'SSH tunnel':
        'SSH 隧道',
    'Use ~/.ssh/config (Host aliases, User, Port, IdentityFile, ProxyJump)':
        '使用 ~/.ssh/config (Host 別名、User、Port、IdentityFile、ProxyJump)',
    'Read-only: send only read commands':
        '唯讀: 只發送讀命令',
    'Connect to Redis':
        '連線到 Redis',
    'Recent connections are kept without their passwords':
        '最近的連線在儲存時不含密碼',
    'redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock':
        'redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock',
    'default':
        '預設',
    'none':
        '無',
    "the system's CA certificates":
        '系統的 CA 證書',
    'PEM files (*.pem *.crt *.key);;All files (*)':
        'PEM 檔案 (*.pem *.crt *.key);;所有檔案 (*)',
    'CA certificate:':
        'CA 證書:',
    'CA certificate':
        'CA 證書',
    'Client certificate:':
        '客戶端證書:',
    'Client certificate':
        '客戶端證書',
    'Client key:':
        '客戶端金鑰:',
    'Client key':
        '客戶端金鑰',
    ' ms':
        ' 毫秒',
    'no limit':
        '不限',
    'The inspector only reads either way. Uncheck to allow the playground actions (acquire, release, enqueue, hit) to write to this server. You can change it later in the Connection menu.':
        '檢查器無論如何只會讀取。取消勾選即允許演練場的操作 (取得、釋放、入隊、請求) 寫入此伺服器。之後可以在“連線”選單中更改。',
    'Connect':
        '連線',
    'URL:':
        'URL:',
    'User:':
        '使用者:',
    'Password:':
        '密碼:',
    'Connect timeout:':
        '連線逾時:',
    'Browse…':
        '瀏覽…',
    'Reach the server through an SSH host (a bastion). Every node of a Cluster or Sentinel deployment is reached through the same session.':
        '透過一臺 SSH 主機 (跳板機) 訪問伺服器。叢集或哨兵部署的每個節點都透過同一個會話訪問。',
    'bastion.example.com, or a Host of ~/.ssh/config':
        'bastion.example.com, 或 ~/.ssh/config 中的一個 Host',
    'default (22)':
        '預設 (22)',
    "the config's, else your user name":
        '配置中的使用者, 否則為你的使用者名稱',
    'SSH agent, then key files':
        'SSH agent, 然後是金鑰檔案',
    'Key file':
        '金鑰檔案',
    'Password':
        '密碼',
    '~/.ssh/id_ed25519, id_ecdsa, id_rsa':
        '~/.ssh/id_ed25519, id_ecdsa, id_rsa',
    'none (as ssh -J: user@jump1:22,jump2)':
        '無 (同 ssh -J: user@jump1:22,jump2)',
    '~/.ssh/known_hosts':
        '~/.ssh/known_hosts',
    'Port:':
        '埠:',
    'Host:':
        '主機:',
    'Log in with:':
        '登入方式:',
    'Key file:':
        '金鑰檔案:',
    'SSH private key':
        'SSH 私鑰',
    'All files (*)':
        '所有檔案 (*)',
    'Jump hosts:':
        '跳板主機:',
    'Known hosts:':
        '已知主機:',
    'known_hosts file':
        'known_hosts 檔案',
    'the SSH tunnel needs a host (or uncheck SSH tunnel)':
        'SSH 隧道需要一個主機 (或取消勾選 SSH 隧道)',
    'SSH host: %1':
        'SSH 主機: %1',
    'SSH jump host: %1':
        'SSH 跳板主機: %1',
    'choose the SSH key file':
        '請選擇 SSH 金鑰檔案',
    'cannot read %1':
        '無法讀取 %1',
    'type the SSH password':
        '請輸入 SSH 密碼',
    'user "%1" needs a password':
        '使用者“%1”需要密碼',
    'a client certificate needs its key, and a key its certificate':
        '客戶端證書需要對應的金鑰, 金鑰也需要對應的證書',
    'Key passphrase:':
        '金鑰口令:',
    'none, or asked for when the key needs one':
        '無, 或在金鑰需要時詢問',
    'the round-trip time':
        '往返時間',
    'the server figures':
        '伺服器資料',
    'live events':
        '實時事件',
    'the server clock':
        '伺服器時鐘',
    'discovery':
        '發現',
    'every command is refused: %1':
        '所有命令都被拒絕: %1',
    'this user may not run %1 (NOPERM)':
        '此使用者無權執行 %1 (NOPERM)',
    'the server refuses %1 (%2)':
        '伺服器拒絕 %1 (%2)',
    '%1: %2 %3 off':
        '%1: %2 %3關閉',
    'is':
        '已',
    'are':
        '已',
    '%1 refused: %2':
        '%1 被拒絕: %2',
    'CoordScope asks again at most every %1 s; a new connection asks at once.':
        'CoordScope 最多每 %1 秒重新詢問一次; 新連線會立即詢問。',
    '&Enqueue':
        '入隊(&E)',
    'C&laim due items':
        '領取到期項(&L)',
    'A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue':
        'CoordScope 延遲佇列: 鍵 cs:{NAME}:delayed、:payloads、:queue',
    'what the worker gets, e.g. {"to":"ada@example.com"}':
        '工作程序得到的內容, 例如 {"to":"ada@example.com"}',
    "How long from the server's now until the item is due (0: at once)":
        '從伺服器當前時間起到該項到期的時長 (0: 立即到期)',
    's':
        '秒',
    'At most this many due items are moved to the ready list':
        '最多把這麼多到期項移到就緒列表',
    'at most':
        '最多',
    '&Queue:':
        '佇列(&Q):',
    '&Payload:':
        '負載(&P):',
    '&Delay:':
        '延遲(&D):',
    'The delay must be a number, e.g. 5 or 1.5':
        '延遲必須是數字, 例如 5 或 1.5',
    'The delay cannot be negative (0 makes the item due at once)':
        '延遲不能為負數 (0 表示立即到期)',
    'The delay is too long (at most %1 ms)':
        '延遲太長 (最多 %1 毫秒)',
    'A delay in ms must be a whole number':
        '以毫秒為單位的延遲必須是整數',
    'Name the delayed queue':
        '請為延遲佇列命名',
    'Write the payload the worker will get':
        '請填寫工作程序將得到的負載',
    'Enqueuing into %1…':
        '正在入隊到 %1…',
    'Enqueue into %1':
        '入隊到 %1',
    'Claiming from %1…':
        '正在從 %1 領取…',
    'Claim from %1':
        '從 %1 領取',
    'Cancelled':
        '已取消',
    'Not run: no connection':
        '未執行: 沒有連線',
    'Not connected':
        '未連線',
    'Read-only mode: CoordScope sends only read commands to this server. Turn read-only off for this connection to enqueue and claim.':
        '唯讀模式: CoordScope 只向此伺服器傳送讀命令。要入隊和領取, 請關閉此連線的唯讀模式。',
    'Schedule the payload after the delay (Ctrl+Shift+N)':
        '在延遲之後排程該負載 (Ctrl+Shift+N)',
    'Move due items to the ready list once, atomically (Ctrl+Shift+C)':
        '以原子方式把到期項一次性移到就緒列表 (Ctrl+Shift+C)',
    'due now':
        '現在到期',
    'in %1':
        '%1 後',
    'overdue by %1':
        '已逾期 %1',
    'Reading the first items of %1':
        '正在讀取 %1 的前幾項',
    'Reading loaded items again':
        '正在重新讀取已載入的項',
    'Reading items %1–%2 of %3':
        '正在讀取 %3 項中的第 %1–%2 項',
    'score %1':
        '分值 %1',
    'overdue':
        '已逾期',
    'Due':
        '到期',
    'Flag':
        '標記',
    'Due at':
        '到期時間',
    'Payload':
        '負載',
    '?':
        '?',
    'nothing scheduled':
        '無排程項',
    'n/a':
        '不適用',
    '%1 /s':
        '%1 /秒',
    'Layout: %1':
        '佈局: %1',
    'Items leaving the schedule per second, estimated from the last two refreshes':
        '每秒離開排程的項數, 根據最近兩次重新整理估算',
    'Queue':
        '佇列',
    'Layout':
        '佈局',
    'Scheduled':
        '已排程',
    'Overdue':
        '已逾期',
    'Next due':
        '下次到期',
    'Ready':
        '就緒',
    'Claim rate':
        '領取速率',
    'Delayed queues view':
        '延遲佇列檢視',
    'Export queues as CSV…':
        '將佇列匯出為 CSV…',
    'Export items as CSV…':
        '將條目匯出為 CSV…',
    'Export chart as PNG…':
        '將圖表匯出為 PNG…',
    'Playground':
        '演練場',
    'Could not read more items: %1':
        '無法讀取更多項: %1',
    'Filter queues by name, layout or numbers':
        '按名稱、佈局或數值篩選佇列',
    'its delayed queues: items on a time axis, what is overdue, the ready list and the claim rate.':
        '其中的延遲佇列: 時間軸上的各項、已逾期的項、就緒列表和領取速率。',
    'Looking for delayed queues…':
        '正在查詢延遲佇列…',
    'No delayed queues found in this database':
        '此資料庫中沒有找到延遲佇列',
    "This view shows delayed queues (CoordScope's, Redisson's RDelayedQueue, Sidekiq's schedule and retry sets, BullMQ's delayed jobs, Redis in Action's delayed:): what is scheduled, what is overdue, when the next item is due, the ready list and how fast items are claimed, with the items on a time axis.":
        '此檢視顯示延遲佇列 (CoordScope 自己的、Redisson 的 RDelayedQueue、Sidekiq 的 schedule 和 retry 集合、BullMQ 的延遲任務、Redis 實戰的 delayed:): 已排程什麼、什麼已逾期、下一項何時到期、就緒列表以及各項被領取的速度, 各項顯示在時間軸上。',
    'Load demo data writes a few queues under cs: with items overdue, due in a few seconds and due later.':
        '載入演示資料會在 cs: 下寫入幾個佇列, 其中有已逾期的項、幾秒後到期的項和較晚到期的項。',
    'Select a queue to see its items':
        '選擇一個佇列以檢視其中的項',
    'The selected queue is gone':
        '所選佇列已不存在',
    'last read failed: %1':
        '上次讀取失敗: %1',
    ': %1 of %2 items loaded; scroll down for more':
        ': 已載入 %2 項中的 %1 項; 向下滾動載入更多',
    'Load demo delayed queues':
        '載入演示延遲佇列',
    'Write demo delayed queues into this database (keys under cs:)':
        '向此資料庫寫入演示延遲佇列 (鍵位於 cs: 下)',
    'scheduled':
        '已排程',
    'now':
        '現在',
    'seconds from now':
        '距現在的秒數',
    'item, in due order':
        '項, 按到期順序',
    "Scheduled items by due time relative to the server's now; overdue items are left of the line. Items overdue by more than %1 s sit on the left edge.":
        '已排程的項按相對於伺服器當前時間的到期時間排列; 已逾期的項位於線的左側。逾期超過 %1 秒的項位於左邊緣。',
    'Nothing scheduled':
        '無排程項',
    'First %1 of %2 items':
        '%2 項中的前 %1 項',
    ' · %1 overdue by more than %2 s (at the left edge)':
        ' · %1 項逾期超過 %2 秒 (位於左邊緣)',
    ' · %1 due after the axis ends (at the right edge)':
        ' · %1 項在座標軸結束之後到期 (位於右邊緣)',
    '%n item(s)':
        '%n 項',
    'Start the sandbox or connect to a Redis server to see %1':
        '啟動沙盒或連線到 Redis 伺服器以檢視%1',
    'The view fills in when the connection is back.':
        '連線恢復後檢視會重新填充。',
    'Read-only mode is on for this connection: CoordScope sends it only read commands, so demo data, which writes keys, cannot be loaded. Turn read-only off (Connection › Read-only) or use the sandbox to load it.':
        '此連線已開啟唯讀模式: CoordScope 只向其傳送讀命令, 因此無法載入會寫入鍵的演示資料。請關閉唯讀模式 (連線 › 唯讀) 或使用沙盒來載入。',
    'Waiting for the server…':
        '正在等待伺服器…',
    'the connection was closed':
        '連線已關閉',
    'not connected':
        '未連線',
    'R&ules…':
        '規則(&U)…',
    'Your own key patterns (GLOB=KIND), kept between sessions':
        '你自己的鍵模式 (GLOB=KIND), 跨會話儲存',
    '&Scan now':
        '立即掃描(&S)',
    'Scan the whole keyspace for primitives again now, as fast as the server answers: this pass is not held to the load budget (F5)':
        '立即以伺服器能應答的最快速度重新掃描整個鍵空間以查詢原語: 這一輪不受負載預算限制 (F5)',
    'Values: auto':
        '值: 自動',
    'Values: every key':
        '值: 每個鍵',
    'Values: named keys only':
        '值: 僅按名稱識別的鍵',
    "Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and a sample of each), to find the layouts told by value only: redis-py and node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the database has at most %1 keys; on a bigger one that is most of a pass's work.":
        '發現過程是否檢視沒有任何佈局按名稱認領的鍵的值 (TYPE、PTTL 以及每個鍵的一個樣本), 以找出只能按值識別的佈局: redis-py 和 node-redlock 的鎖、redis-cell、Redisson 的雜湊、計數器。自動: 僅當資料庫最多有 %1 個鍵時; 在更大的資料庫上, 這會佔一輪掃描的大部分工作。',
    'Filter by kind, name, library, key or state':
        '按型別、名稱、庫、鍵或狀態篩選',
    'What the last refresh sent and received':
        '上次刷新發送和接收的內容',
    'Type':
        '型別',
    'TTL':
        'TTL',
    '&Copy key name':
        '複製鍵名(&C)',
    ' (%1 read in the last tick: the ones notifications named; all every %2 s)':
        ' (上一週期讀取 %1 個: 通知提到的那些; 每 %2 秒讀取全部)',
    ' (%1 read per tick)':
        ' (每週期讀取 %1 個)',
    ' · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms':
        ' · 上一週期: %1 條命令, %2 次往返, 傳送 %3, 接收 %4, %5 毫秒',
    " · INFO refused: times use this machine's clock":
        ' · INFO 被拒絕: 時間使用本機時鐘',
    '%1 %2 keys':
        '%1 %2 個鍵',
    '%1 %2 keys, not to the end':
        '%1 %2 個鍵, 未到末尾',
    '\nSCAN of %1 masters: %2':
        '\n%1 個主節點上的 SCAN: %2',
    '%1 of %2 keys':
        '%2 個鍵中的 %1 個',
    '%1 keys':
        '%1 個鍵',
    'Scanned %1%2, pass finished %3 s ago':
        '已掃描 %1%2, 一輪掃描於 %3 秒前完成',
    ' (stopped at the key limit)':
        ' (在鍵數上限處停止)',
    ' · %1 by name only':
        ' · %1 個僅按名稱',
    'scanning: %1 of %2 keys (%3 %)':
        '掃描中: %2 個鍵中的 %1 個 (%3 %)',
    'scanning: %1 keys so far':
        '掃描中: 目前 %1 個鍵',
    ', within the load budget':
        ', 在負載預算之內',
    '%1 keys that no layout claims by name were not looked at by value (%2). The Values box changes that.':
        '有 %1 個沒有任何佈局按名稱認領的鍵未按值檢視 (%2)。“值”選擇框可以改變這一點。',
    'The pass keeps within the load budget (%1, Connection › Load budget…); Scan now (F5) goes as fast as the server answers.':
        '一輪掃描保持在負載預算之內 (%1, 連線 › 負載預算…); 立即掃描 (F5) 則以伺服器能應答的最快速度進行。',
    'Last tick failed: %1':
        '上一週期失敗: %1',
    'Reconnecting… the table shows the last state read':
        '正在重連… 表格顯示最後讀取的狀態',
    'Start the sandbox or connect to a Redis server to see its locks, semaphores, queues and rate limiters live.':
        '啟動沙盒或連線到 Redis 伺服器, 即可實時檢視其中的鎖、信號量、佇列和限流器。',
    'Could not look for primitives':
        '無法查詢原語',
    'Looking for coordination primitives…':
        '正在查詢協調原語…',
    'No coordination primitives found in this database.':
        '此資料庫中沒有找到協調原語。',
    'Looked at %1 with SCAN':
        '用 SCAN 查看了 %1',
    '; %1 of them match no known layout':
        '; 其中 %1 個不匹配任何已知佈局',
    '. CoordScope recognises its own layouts and those of redis-py, Redisson, BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). The view refreshes by itself; F5 looks again now.':
        '。CoordScope 能識別它自己的佈局以及 redis-py、Redisson、BullMQ、Sidekiq 和 Redis 實戰的佈局 (鎖、信號量、佇列、限流器……)。檢視會自動重新整理; 按 F5 立即重新查詢。',
    '\n\nThis is the sandbox: make some with the command line tool, e.g.\ncoordscope-cli --url %1 lock acquire demo --ttl 60000':
        '\n\n這是沙盒: 可以用命令列工具建立一些, 例如\ncoordscope-cli --url %1 lock acquire demo --ttl 60000',
    'Select a primitive to see its keys and entries':
        '選擇一個原語以檢視其鍵和條目',
    'The selected primitive is gone':
        '所選原語已不存在',
    '%1 %2 — %3 (%4)':
        '%1 %2 — %3 (%4)',
    'Entries: showing %1 of %2':
        '條目: 顯示 %2 條中的 %1 條',
    'Entries: %1':
        '條目: %1',
    '%Ln primitive(s)':
        '%Ln 個原語',
    '%n key(s)':
        '%n 個鍵',
    'Scanning keys':
        '正在掃描鍵',
    '1 key':
        '1 個鍵',
    'Not scanned yet':
        '尚未掃描',
    '%1 · the scan stopped: %2':
        '%1 · 掃描已停止: %2',
    'scanning…':
        '掃描中…',
    'scan complete':
        '掃描完成',
    'stopped after %1 round trips this click: Scan more goes on':
        '本次點選在 %1 次往返後停止: “繼續掃描”會接著掃描',
    'stopped after %1 keys this click: Scan more goes on':
        '本次點選在 %1 個鍵後停止: “繼續掃描”會接著掃描',
    ' · sizes unknown (MEMORY USAGE not allowed)':
        ' · 大小未知 (不允許 MEMORY USAGE)',
    'no expiry':
        '不過期',
    '%1 s':
        '%1 秒',
    '%1 min %2 s':
        '%1 分 %2 秒',
    '%1 h %2 min':
        '%1 小時 %2 分',
    '%1 d %2 h':
        '%1 天 %2 小時',
    'unknown':
        '未知',
    'MEMORY USAGE is not allowed for this user, or was not asked':
        '此使用者不允許執行 MEMORY USAGE, 或未請求',
    '%1 bytes (MEMORY USAGE)':
        '%1 位元組 (MEMORY USAGE)',
    'No layout the inspector knows claims this key':
        '檢查器已知的佈局都不認領此鍵',
    'Part of %1 (see the Inspector)':
        '屬於 %1 (見檢查器)',
    'TTL (ms)':
        'TTL (毫秒)',
    'Size (bytes)':
        '大小 (位元組)',
    'Size':
        '大小',
    'Claimed by':
        '認領者',
    "The key's name (Ctrl+C copies the selected ones)":
        '鍵名 (Ctrl+C 複製所選鍵名)',
    "TYPE: string, list, hash, set, zset, stream, or a module's type":
        'TYPE: string、list、hash、set、zset、stream 或模組的型別',
    'PTTL when the key was listed':
        '列出鍵時的 PTTL',
    "MEMORY USAGE: the bytes the key takes in the server's memory":
        'MEMORY USAGE: 該鍵在伺服器記憶體中佔用的位元組數',
    'The primitive the inspector recognised this key as part of':
        '檢查器識別出此鍵所屬的原語',
    'Keys view':
        '鍵檢視',
    '&Scan':
        '掃描(&S)',
    'Scan &more':
        '繼續掃描(&M)',
    'Export keys as CSV…':
        '將鍵匯出為 CSV…',
    'Export preview as CSV…':
        '將預覽匯出為 CSV…',
    'Scan the keys again from the start with the MATCH pattern and type (F5); SCAN, never KEYS':
        '使用 MATCH 模式和型別從頭重新掃描鍵 (F5); 使用 SCAN, 從不使用 KEYS',
    'Read up to %1 more keys from where the scan stopped':
        '從掃描停止處再讀取最多 %1 個鍵',
    'Copy the selected key names (Ctrl+C)':
        '複製所選鍵名 (Ctrl+C)',
    'Filter the listed keys':
        '篩選列出的鍵',
    'Filters the keys already scanned, in every column (no command is sent)':
        '在所有列中篩選已掃描的鍵 (不傳送命令)',
    'MATCH pattern, e.g. user:*':
        'MATCH 模式, 例如 user:*',
    "SCAN's MATCH glob (* ? [abc]); Enter scans again with it":
        'SCAN 的 MATCH 萬用字元 (* ? [abc]); 按 Enter 用它重新掃描',
    'Any type':
        '任意型別',
    "SCAN's TYPE filter: list only keys of this type":
        'SCAN 的 TYPE 過濾: 只列出此型別的鍵',
    'Unclaimed only':
        '僅未認領的',
    'Hide the keys of the primitives the inspector recognised (locks, queues, …)':
        '隱藏檢查器識別出的原語 (鎖、佇列……) 的鍵',
    "The selected key's value, %1 rows at a time: scroll down for more (read commands only)":
        '所選鍵的值, 每次 %1 行: 向下滾動載入更多 (僅讀命令)',
    'Start the sandbox or connect to a Redis server to browse its keys.':
        '啟動沙盒或連線到 Redis 伺服器以瀏覽其中的鍵。',
    'No keys scanned yet.':
        '尚未掃描任何鍵。',
    'Scan lists every key with its type, TTL and size, %1 at a time, with SCAN (never KEYS) and other read commands only. The keys no layout claims are the ones the other tabs do not show.':
        '掃描會列出每個鍵及其型別、TTL 和大小, 每次 %1 個, 只使用 SCAN (從不使用 KEYS) 和其他讀命令。沒有任何佈局認領的鍵就是其他標籤頁不顯示的那些。',
    'byte':
        '位元組',
    'bytes':
        '位元組',
    'element':
        '元素',
    'elements':
        '元素',
    'field':
        '欄位',
    'fields':
        '欄位',
    'entry':
        '條目',
    'entries':
        '條目',
    'member':
        '成員',
    'members':
        '成員',
    'Reading %1':
        '正在讀取 %1',
    'Reading more of %1':
        '正在繼續讀取 %1',
    'not read (no connection)':
        '未讀取 (沒有連線)',
    '%1 no longer exists':
        '%1 已不存在',
    'changed type: now a %1; the rows above were read before':
        '型別已改變: 現在是 %1; 上面的行是在此之前讀取的',
    'listed as a %1, now a %2':
        '列出時是 %1, 現在是 %2',
    'changed type while it was read: was a %1, now a %2; select it again':
        '讀取期間型別已改變: 原為 %1, 現為 %2; 請重新選擇',
    'no preview for this type':
        '此型別無預覽',
    'Select a key to preview its value.':
        '選擇一個鍵以預覽其值。',
    'Reading %1…':
        '正在讀取 %1…',
    'Could not read %1: %2':
        '無法讀取 %1: %2',
    'TTL %1 s':
        'TTL %1 秒',
    'showing the first %1 bytes':
        '顯示前 %1 位元組',
    'showing %1':
        '顯示 %1',
    'text (UTF-8)':
        '文字 (UTF-8)',
    'hex':
        '十六進位制',
    'Shown as':
        '顯示為',
    'Value':
        '值',
    'Index':
        '索引',
    'Element':
        '元素',
    'Member':
        '成員',
    'Score':
        '分值',
    'ID':
        'ID',
    'Fields':
        '欄位',
    'Field':
        '欄位',
    'Load &demo data':
        '載入演示資料(&D)',
    '&Copy key names':
        '複製鍵名(&C)',
    'Read-only connection: CoordScope sends only read commands to it. Turn read-only off (Connection menu) to load demo data.':
        '唯讀連線: CoordScope 只向其傳送讀命令。要載入演示資料, 請關閉唯讀模式 (“連線”選單)。',
    'Demo data not loaded: %1':
        '未載入演示資料: %1',
    'Loading demo data…':
        '正在載入演示資料…',
    'Demo data not loaded: the connection changed.':
        '未載入演示資料: 連線已改變。',
    '&Language':
        '語言(&L)',
    'System':
        '跟隨系統',
    'Language':
        '語言',
    'The language takes effect at the next start of CoordScope.':
        '語言將在 CoordScope 下次啟動時生效。',
    '&Send requests':
        '傳送請求(&S)',
    'Send requests':
        '傳送請求',
    'Cancel sending':
        '取消傳送',
    "The limiter's name: no ':' and no braces":
        "限流器的名稱: 不能含 ':' 和花括號",
    'Who is limited, e.g. a user and an action ("alice:upload")':
        '受限的物件, 例如一個使用者和一個操作 ("alice:upload")',
    'as fast as possible':
        '儘可能快',
    ' req/s':
        ' 請求/秒',
    ' /s':
        ' /秒',
    '&Kind:':
        '型別(&K):',
    '&Name:':
        '名稱(&N):',
    'Su&bject:':
        '物件(&B):',
    '&Requests:':
        '請求數(&R):',
    'R&ate:':
        '速率(&A):',
    '&Limit:':
        '限額(&L):',
    '&Period:':
        '週期(&P):',
    'Ca&pacity / burst:':
        '容量 / 突發(&P):',
    'Lea&k rate:':
        '漏出速率(&K):',
    'Subject: %1':
        '物件: %1',
    'Sending %1 requests through %2':
        '正在透過 %2 傳送 %1 個請求',
    'Sending…':
        '正在傳送…',
    'Not sent: cancelled or no connection.':
        '未傳送: 已取消或沒有連線。',
    "The funnel's capacity":
        '漏斗的容量',
    'GCRA: the burst (0: the limit)':
        'GCRA: 突發量 (0: 等於限額)',
    "Read-only mode: sending requests writes the limiter's keys":
        '唯讀模式: 傳送請求會寫入限流器的鍵',
    'Send the requests (Ctrl+Return)':
        '傳送請求 (Ctrl+Return)',
    'GCRA (redis-cell)':
        'GCRA (redis-cell)',
    'Redisson RRateLimiter':
        'Redisson RRateLimiter',
    'fixed window (INCR)':
        '固定視窗 (INCR)',
    'sliding log (ZSET)':
        '滑動紀錄 (ZSET)',
    'TAT now (full allowance)':
        'TAT 為當前時間 (額度已滿)',
    'TAT now + %1':
        'TAT 為當前時間 + %1',
    'level %1 / capacity %2':
        '水位 %1 / 容量 %2',
    '%1 / %2 in window':
        '視窗內 %1 / %2',
    'refused':
        '拒絕',
    'admits':
        '允許',
    'gone':
        '已消失',
    'Limiter':
        '限流器',
    'Subject':
        '物件',
    'Algorithm':
        '演算法',
    'Usage':
        '用量',
    'Fill':
        '填充',
    'Next request':
        '下一個請求',
    'Admitted':
        '已允許',
    'Refused':
        '已拒絕',
    'seconds':
        '秒',
    'requests':
        '請求',
    'Traffic sent through CoordScope':
        '透過 CoordScope 傳送的流量',
    'Cumulative admitted and refused requests of the traffic sent from the form below':
        '由下方表單傳送的流量中累計被允許和被拒絕的請求',
    'How often the inspector reads the primitives it found (pipelined and bounded per refresh)':
        '檢查器讀取它找到的原語的頻率 (每次重新整理都以流水線方式傳送並有上限)',
    'Enable notifications…':
        '啟用通知…',
    'Refresh every':
        '重新整理間隔',
    'Keyspace notifications: subscribing…':
        '鍵空間通知: 正在訂閱…',
    'Keyspace notifications: not listening (%1)':
        '鍵空間通知: 未監聽 (%1)',
    'Keyspace notifications: on, %L1 events; changes show at once':
        '鍵空間通知: 已開啟, %L1 個事件; 變化會立即顯示',
    'Keyspace notifications: listening, none received (off on the server?); polling only':
        '鍵空間通知: 正在監聽, 未收到任何事件 (伺服器上已關閉?); 僅輪詢',
    "Read-only: CoordScope never changes a server's configuration in read-only mode. Turn read-only off (Connection menu) to enable notifications.":
        '唯讀: 在唯讀模式下 CoordScope 從不更改伺服器配置。要啟用通知, 請關閉唯讀模式 (“連線”選單)。',
    'Run CONFIG SET notify-keyspace-events on this server so that changes show at once (asks first)':
        '在此伺服器上執行 CONFIG SET notify-keyspace-events, 使變化立即顯示 (會先詢問)',
    'read-only: not enabling notifications':
        '唯讀: 不啟用通知',
    'Change the configuration of %1?\n\nThis runs CONFIG SET notify-keyspace-events, adding K (keyspace events) and A (every type) to the flags already set. The server then publishes an event for every change to a key, which costs it some CPU on a busy server. It lasts until the server restarts or someone sets it back.':
        '要更改 %1 的配置嗎?\n\n這會執行 CONFIG SET notify-keyspace-events, 在已設定的標誌上加上 K (鍵空間事件) 和 A (所有型別)。之後伺服器會為每個鍵的每次變化釋出一個事件, 在繁忙的伺服器上會消耗一些 CPU。該設定會持續到伺服器重啟或有人將其改回。',
    'Enable keyspace notifications':
        '啟用鍵空間通知',
    'enable keyspace notifications':
        '啟用鍵空間通知',
    'not run':
        '未執行',
    "SETNX and DEL: no lease, and the release deletes anyone's lock":
        'SETNX 和 DEL: 沒有租約, 釋放時會刪除任何人的鎖',
    'SETNX then EXPIRE: a crash between the two leaves it forever':
        '先 SETNX 再 EXPIRE: 兩者之間崩潰會讓鎖永遠存在',
    "The book's GETSET lock: the value is the expiry time":
        '書中的 GETSET 鎖: 值為過期時間',
    'SET NX PX with a random token; release and extend check it':
        '帶隨機令牌的 SET NX PX; 釋放和續約時會檢查令牌',
    'A hash owner → hold count; the owner may take it again':
        '雜湊 持有者 → 持有次數; 持有者可以再次取得',
    'The token lock plus a fencing number that only grows':
        '令牌鎖加上只增不減的柵欄令牌 (fencing token)',
    'The token lock whose holder waits for replicas (WAIT)':
        '持有者會等待從節點 (WAIT) 的令牌鎖',
    'Which lock variant to use (Redlock needs several Redis nodes: it lives in the Playground)':
        '使用哪種鎖 (Redlock 需要多個 Redis 節點: 它在演練場中)',
    'lock name, e.g. orders':
        '鎖名, 例如 orders',
    "The lock's key is cs:{name}:lock":
        '鎖的鍵為 cs:{name}:lock',
    'The lease in milliseconds: the lock expires after it unless extended (the naive lock ignores it)':
        '租約 (毫秒): 除非續約, 鎖會在此之後過期 (樸素鎖會忽略它)',
    'Keep trying this many milliseconds when it is held (0: one attempt)':
        '鎖被佔用時持續重試的毫秒數 (0: 只嘗試一次)',
    'Pause between attempts in milliseconds (plus a little jitter)':
        '兩次嘗試之間的間隔毫秒數 (加上少量抖動)',
    '&Acquire':
        '取得(&A)',
    '&Release':
        '釋放(&R)',
    '&Extend':
        '續約(&E)',
    '&TTL (ms):':
        'TTL (毫秒)(&T):',
    '&Wait (ms):':
        '等待 (毫秒)(&W):',
    'Retry &every (ms):':
        '重試間隔 (毫秒)(&E):',
    'Redlock needs several Redis nodes; try it in the Playground.':
        'Redlock 需要多個 Redis 節點; 請在演練場中嘗試。',
    'Not connected: start the sandbox or connect to a server first.':
        '未連線: 請先啟動沙盒或連線到伺服器。',
    'This connection is read-only: CoordScope sends only read commands to it. Turn read-only off for this connection to try locks here.':
        '此連線為唯讀: CoordScope 只向其傳送讀命令。要在此嘗試鎖, 請關閉此連線的唯讀模式。',
    'Acquire the lock (Ctrl+Shift+A)':
        '取得鎖 (Ctrl+Shift+A)',
    'Release the lock acquired here (Ctrl+Shift+R)':
        '釋放在此取得的鎖 (Ctrl+Shift+R)',
    'Renew the lease of the lock acquired here to the TTL (Ctrl+Shift+E)':
        '把在此取得的鎖的租約續到 TTL (Ctrl+Shift+E)',
    'This connection is read-only':
        '此連線為唯讀',
    'Refused: %1':
        '被拒絕: %1',
    'Acquiring %1…':
        '正在取得 %1…',
    'Acquire lock':
        '取得鎖',
    'Releasing %1…':
        '正在釋放 %1…',
    'Release lock':
        '釋放鎖',
    'Extending %1…':
        '正在續約 %1…',
    'Extend lock':
        '續約鎖',
    'Not run: the connection changed or the job was cancelled':
        '未執行: 連線已改變或任務已取消',
    '%1 · %2':
        '%1 · %2',
    'free':
        '空閒',
    '%1\nLayout: %2 (%3)\nKey: %4':
        '%1\n佈局: %2 (%3)\n鍵: %4',
    'Lock':
        '鎖',
    'Kind · layout':
        '型別 · 佈局',
    'Holder':
        '持有者',
    'Holds':
        '持有次數',
    'Fencing':
        '柵欄令牌',
    'TTL left':
        '剩餘 TTL',
    'Waiters':
        '等待者',
    'Notes':
        '備註',
    'The token or owner id stored in the lock':
        '鎖中儲存的令牌或持有者 ID',
    'How many times the owner holds a reentrant lock':
        '持有者持有可重入鎖的次數',
    'The last fencing number handed out':
        '最近發出的柵欄令牌',
    'Time left on the lease, counting down between refreshes':
        '租約剩餘時間, 在兩次重新整理之間倒計時',
    'Clients queued for a fair lock':
        '排隊等待公平鎖的客戶端',
    '−%1 s':
        '−%1 秒',
    'No holds in the last %1 s':
        '最近 %1 秒內沒有持有記錄',
    'hold (holder)':
        '持有 (持有者)',
    'expired':
        '已過期',
    'taken over':
        '被接管',
    '(bar end without marker: released)':
        '(條末端無標記: 已釋放)',
    '%1 (%2)\nholder: %3\nfrom %4 to %5 (%6)\n%7':
        '%1 (%2)\n持有者: %3\n從 %4 到 %5 (%6)\n%7',
    'Locks view':
        '鎖檢視',
    'Locks demo traffic':
        '鎖演示流量',
    'Demo &traffic':
        '演示流量(&T)',
    'Save the table as CSV':
        '將表格儲存為 CSV',
    'Save the timeline as PNG':
        '將時間線儲存為 PNG',
    'Try a lock':
        '試用鎖',
    'Filter by name, kind, library, holder or note':
        '按名稱、型別、庫、持有者或備註篩選',
    'E&xport':
        '匯出(&X)',
    'Load lock demo data':
        '載入鎖演示資料',
    'Take a few locks of each kind in this database (keys cs:{name}:lock)':
        '在此資料庫中取得幾把各種型別的鎖 (鍵 cs:{name}:lock)',
    'Lock demo traffic':
        '鎖演示流量',
    'Demo traffic failed: %1':
        '演示流量失敗: %1',
    ' · %1 reads failed in the last tick':
        ' · 上一週期有 %1 次讀取失敗',
    ' · discovery stopped at its key limit':
        ' · 發現過程在鍵數上限處停止',
    'Last refresh failed: %1':
        '上次重新整理失敗: %1',
    'Seven seconds of acquire/release on the lock burst: a release, an expiry, and a lease that runs out as the next client takes the lock (Ctrl+Shift+T)':
        '在鎖 burst 上進行七秒的取得/釋放: 一次釋放、一次過期, 以及一次在下一個客戶端取得鎖時到期的租約 (Ctrl+Shift+T)',
    'its locks: who holds what, for how much longer, who waits.':
        '其中的鎖: 誰持有什麼、還能持有多久、誰在等待。',
    'Looking for locks…':
        '正在查詢鎖…',
    'No locks found in this database':
        '此資料庫中沒有找到鎖',
    "This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock and fair locks, BullMQ job locks, Redis in Action's lock:*): holder, hold count, fencing number, the TTL counting down, waiters, and a timeline of holds over the last two minutes.":
        '此檢視顯示 CoordScope 能識別的鎖 (它自己的、redis-py、Redisson RLock 和公平鎖、BullMQ 的任務鎖、Redis 實戰的 lock:*): 持有者、持有次數、柵欄令牌、倒計時的 TTL、等待者, 以及最近兩分鐘內的持有時間線。',
    'Load demo data takes a few locks of each kind in this database.':
        '載入演示資料會在此資料庫中取得幾把各種型別的鎖。',
    '%n lock(s)':
        '%n 把鎖',
    'Overview':
        '概覽',
    'The server: version, memory, clients, keys':
        '伺服器: 版本、記憶體、客戶端、鍵',
    'Inspector':
        '檢查器',
    'Every coordination primitive found in the database, live':
        '資料庫中找到的所有協調原語, 實時顯示',
    'Locks':
        '鎖',
    'Semaphores':
        '信號量',
    'Delayed queues':
        '延遲佇列',
    'Rate limiters':
        '限流器',
    'Every key, above all those no layout claims: type, TTL, size and a paged value preview':
        '所有鍵, 尤其是沒有任何佈局認領的鍵: 型別、TTL、大小以及分頁的值預覽',
    'Simulated clients against one primitive, injected faults and a safety checker':
        '針對一個原語的模擬客戶端、注入的故障和安全性檢查器',
    'Cluster':
        '叢集',
    "A Redis Cluster's nodes, slots and links, and the redirections met":
        'Redis 叢集的節點、槽和連線, 以及遇到的重定向',
    'Sentinel':
        '哨兵',
    'The master Redis Sentinel monitors, its replicas and their lag, the quorum, and the failovers the connection follows':
        'Redis 哨兵監控的主節點、其從節點及複製延遲、法定人數, 以及連線跟隨的故障轉移',
    'Load budget':
        '負載預算',
    'The most the inspector may put on a server, counted with everything CoordScope sends on the connection: a share of one server core ("2%"), commands per second ("400/s"), both ("2%,400/s", the default), or "unlimited". Discovery passes wait and ticks are skipped to stay within it; Scan now in the Inspector runs one pass without it.':
        '檢查器最多可以給伺服器帶來的負載, 與 CoordScope 在此連線上傳送的所有命令合併計算: 伺服器一個核心的份額 ("2%")、每秒命令數 ("400/s")、兩者 ("2%,400/s", 預設), 或 "unlimited"。為保持在預算內, 發現過程會等待, 重新整理週期會跳過; 檢查器中的“立即掃描”會不受預算限制地執行一輪。',
    'Start &sandbox':
        '啟動沙盒(&S)',
    'Start a private redis-server for experiments and connect to it':
        '啟動一個私有的 redis-server 用於實驗並連線到它',
    '&Connect…':
        '連線(&C)…',
    'Connect to a Redis server (Ctrl+K)':
        '連線到 Redis 伺服器 (Ctrl+K)',
    '&Disconnect':
        '斷開連線(&D)',
    '&Read-only':
        '唯讀(&R)',
    'Send only read commands to this server. The inspector only reads either way; the playground actions (acquire, release, enqueue, hit, demo data) need it off. On by default for every server but the sandbox.':
        '只向此伺服器傳送讀命令。檢查器無論如何只會讀取; 演練場的操作 (取得、釋放、入隊、請求、演示資料) 需要關閉唯讀。除沙盒外, 每個伺服器預設開啟。',
    'Load &budget…':
        '負載預算(&B)…',
    'How much load the inspector may put on a server: a share of one server core and commands per second (default %1)':
        '檢查器最多可以給伺服器帶來多少負載: 伺服器一個核心的份額和每秒命令數 (預設 %1)',
    '&Keep sandbox data between runs':
        '在兩次執行之間保留沙盒資料(&K)',
    "Checked, quitting keeps the sandbox's keys for the next start without asking; unchecked, a quit with keys in the sandbox asks":
        '勾選時, 退出會不經詢問為下次啟動保留沙盒中的鍵; 不勾選時, 沙盒中有鍵則退出時會詢問',
    '&Filter command log':
        '篩選命令紀錄(&F)',
    '&Quit':
        '退出(&Q)',
    '&Connection':
        '連線(&C)',
    '&View':
        '檢視(&V)',
    'Command log':
        '命令紀錄',
    'Write a few of each primitive (locks, semaphores, delayed queues, limiters, an address book) under cs: (Ctrl+Shift+D)':
        '在 cs: 下寫入幾個各類原語 (鎖、信號量、延遲佇列、限流器、一個通訊錄) (Ctrl+Shift+D)',
    'The last session ended on %1, which needs a password: passwords are not stored. Give it in the connection dialog, or stay on the sandbox.':
        '上次會話結束於 %1, 它需要密碼: 密碼不會被儲存。請在連線對話方塊中輸入, 或留在沙盒。',
    'Releasing what CoordScope holds on the server…':
        '正在釋放 CoordScope 在伺服器上持有的資源…',
    "The sandbox's data was not kept: %1. Quit again to leave without it.":
        '沙盒的資料未被保留: %1。再次退出將不保留資料直接離開。',
    'Quit CoordScope':
        '退出 CoordScope',
    'The sandbox holds %n key(s). Keep them for the next start?':
        '沙盒中有 %n 個鍵。要為下次啟動保留它們嗎?',
    'Kept, the sandbox starts from them next time (%1). Discarded, it starts empty.':
        '保留: 沙盒下次從這些資料啟動 (%1)。丟棄: 沙盒下次為空。',
    '&Keep':
        '保留(&K)',
    '&Discard':
        '丟棄(&D)',
    'Do not ask again':
        '不再詢問',
    'Connection failed: %1':
        '連線失敗: %1',
    'Connection to %1 failed: %2':
        '連線到 %1 失敗: %2',
    'Could not start the sandbox redis-server: %1\nConnect to a Redis server instead (Ctrl+K).':
        '無法啟動沙盒 redis-server: %1\n請改為連線到 Redis 伺服器 (Ctrl+K)。',
    'Allow CoordScope to write to %1?\n\nThe playground actions (acquire, release, extend, enqueue, hit, load demo data) will change data on this server. The inspector keeps reading only.':
        '允許 CoordScope 寫入 %1 嗎?\n\n演練場的操作 (取得、釋放、續約、入隊、請求、載入演示資料) 將更改此伺服器上的資料。檢查器仍然唯讀取。',
    'Allow writes':
        '允許寫入',
    'Dismiss':
        '關閉',
    'operations/s':
        '運算元/秒',
    'wait p50':
        '等待 p50',
    'wait p99':
        '等待 p99',
    'Throughput':
        '吞吐量',
    'ops/s':
        '操作/秒',
    'Wait to grant':
        '獲得授予前的等待',
    'limited/s':
        '受限/秒',
    'admitted/s':
        '允許/秒',
    'admitted':
        '已允許',
    'limited':
        '受限',
    'Wait from enqueue to delivery':
        '從入隊到投遞的等待',
    'Delivered after due':
        '到期後多久投遞',
    'Admitted and limited':
        '允許與受限',
    'Client':
        '客戶端',
    'Parameters':
        '引數',
    "One client's own parameters on top of the run's: any of hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, fenced, comma-separated. The other clients keep the run's.":
        '在本次執行引數之上某個客戶端自己的引數: hold=100-200、think=5、ttl=500、wait=1000、retry=10、watchdog、fenced 中的任意幾項, 以逗號分隔。其他客戶端沿用本次執行的引數。',
    'Add client':
        '新增客戶端',
    'Remove':
        '移除',
    'per-client row %1: client "%2" is not a client number (0 to %3)':
        '單客戶端第 %1 行: 客戶端“%2”不是客戶端編號 (0 到 %3)',
    'client %1: there are only %2 clients (0 to %3)':
        '客戶端 %1: 只有 %2 個客戶端 (0 到 %3)',
    'client %1: given twice (per-client rows %2 and %3)':
        '客戶端 %1: 重複指定 (單客戶端第 %2 行和第 %3 行)',
    'client %1: %2':
        '客戶端 %1: %2',
    'A cluster, 3 + 3':
        '叢集, 3 + 3',
    'Sentinel, 1 + 2 + 3':
        '哨兵, 1 + 2 + 3',
    'Custom':
        '自定義',
    'Milliseconds a grant is held: "30" or a range "20-80"':
        '每次授予持有的毫秒數: "30" 或範圍 "20-80"',
    'Milliseconds between two operations: "5" or "0-10"':
        '兩次操作之間的毫秒數: "5" 或 "0-10"',
    'Semaphores: the permits; rate limiters: the admissions per window':
        '信號量: 許可數; 限流器: 每個視窗允許的請求數',
    "Rate limiters: the window's length in milliseconds":
        '限流器: 視窗長度 (毫秒)',
    'A Redis Cluster the playground starts: 3 masters, 3 replicas. Clients route by slot; the faults server-stop (of a master), replication-pause, cluster-failover and slot-migration act on it. Off: the connected server (Redlock: five masters; synced: a master and a replica).':
        '演練場啟動的 Redis 叢集: 3 個主節點, 3 個從節點。客戶端按槽路由; 故障 server-stop (停止一個主節點)、replication-pause、cluster-failover 和 slot-migration 作用於該叢集。關閉時: 使用已連線的伺服器 (Redlock: 五個主節點; synced: 一個主節點和一個從節點)。',
    "A master, 2 replicas and 3 sentinels the playground starts. Clients find the master through the sentinels, which promote a replica when the master is stopped or paused for longer than 1000 ms; replication-pause cuts the master's replicas off.":
        '演練場啟動的一個主節點、2 個從節點和 3 個哨兵。客戶端透過哨兵找到主節點; 主節點停止或暫停超過 1000 毫秒時, 哨兵會提升一個從節點; replication-pause 會切斷主節點與從節點的聯絡。',
    'Scenario':
        '情境',
    'Case':
        '案例',
    'Primitive':
        '原語',
    'Variant':
        '變體',
    'Clients':
        '客戶端數',
    'Seconds':
        '秒數',
    'Hold (ms)':
        '持有 (毫秒)',
    'Think (ms)':
        '思考 (毫秒)',
    'Limit':
        '限額',
    'Window (ms)':
        '視窗 (毫秒)',
    'Seed':
        '隨機種子',
    'Extra faults':
        '額外故障',
    'Per-client parameters':
        '單客戶端引數',
    'A custom run: the checker reports whatever it finds.':
        '自定義執行: 檢查器報告它發現的任何問題。',
    'Expected for %1 (%2): %3.':
        '%1 (%2) 的預期: %3。',
    'safe':
        '安全',
    'unsafe':
        '不安全',
    'Hold':
        '持有',
    'Think':
        '思考',
    'Window':
        '視窗',
    'Redlock runs on independent masters, not on a cluster: untick the cluster':
        'Redlock 執行在獨立的主節點上, 而不是叢集上: 請取消勾選叢集',
    'Redlock runs on independent masters, not on a Sentinel deployment: untick Sentinel':
        'Redlock 執行在獨立的主節點上, 而不是哨兵部署上: 請取消勾選哨兵',
    'fault %1: client "%2": there are only %3 clients (0 to %4)':
        '故障 %1: 客戶端“%2”: 只有 %3 個客戶端 (0 到 %4)',
    'fault %1: when "%2": after the run\'s end (%3 ms)':
        '故障 %1: 時間“%2”: 在執行結束之後 (%3 毫秒)',
    'Fault':
        '故障',
    'When':
        '時間',
    'Client / node':
        '客戶端 / 節點',
    'For / by':
        '持續 / 偏移',
    'Faults added to the run. When: ms from the start (500), or a probability per operation of the client (p=0.01 or 1%). Client faults name a client, or "all" for a probability on every client; server faults a node. Pause, client-pause and debug-sleep last "for" ms, clock-skew and slow-network shift "by" ms. "crash after-setnx" crashes at that step of the variant instead of between operations.':
        '加入本次執行的故障。時間: 距開始的毫秒數 (500), 或客戶端每次操作的機率 (p=0.01 或 1%)。客戶端故障指定一個客戶端, 或用 "all" 表示每個客戶端的機率; 伺服器故障指定一個節點。pause、client-pause 和 debug-sleep 持續“持續”毫秒, clock-skew 和 slow-network 偏移“偏移”毫秒。"crash after-setnx" 在變體的該步驟崩潰, 而不是在兩次操作之間。',
    'Add fault':
        '新增故障',
    'when':
        '時間',
    'client':
        '客戶端',
    'for':
        '持續',
    'slot':
        '槽',
    'by':
        '偏移',
    'fault %1: %2 "%3": %4':
        '故障 %1: %2“%3”: %4',
    'fault %1: step "%2": the run\'s variant has no such step (%3)':
        '故障 %1: 步驟“%2”: 本次執行的變體沒有這個步驟 (%3)',
    'it has none: crash between operations':
        '它沒有步驟: 在兩次操作之間崩潰',
    'its steps: %1':
        '它的步驟: %1',
    'a time in ms, p=0.01 or 1%':
        '以毫秒計的時間, p=0.01 或 1%',
    "a node's number":
        '節點編號',
    "a client's number, or all":
        '客戶端編號, 或 all',
    'fault %1: %2 %3 does not exist':
        '故障 %1: %2 %3 不存在',
    'a slot from 0 to 16383':
        '0 到 16383 之間的槽',
    'a whole number of ms':
        '整數毫秒',
    'fault %1: %2':
        '故障 %1: %2',
    'One row per client: holds in blue, waits as grey lines (a tick where refused), enqueues as green ticks, limited hits as grey ticks, faults in orange (a dashed line for a server fault), violations in red':
        '每個客戶端一行: 持有為藍色, 等待為灰線 (被拒絕處有刻度), 入隊為綠色刻度, 受限的請求為灰色刻度, 故障為橙色 (伺服器故障為虛線), 違規為紅色',
    'held':
        '持有',
    'waiting':
        '等待',
    'enqueued':
        '已入隊',
    'fault':
        '故障',
    'violation':
        '違規',
    "Start a run: each client's holds show here":
        '開始一次執行: 每個客戶端的持有情況會顯示在這裡',
    'cannot read %1: %2':
        '無法讀取 %1: %2',
    'granted':
        '已授予',
    'Outcome':
        '結果',
    'Validity left':
        '剩餘有效期',
    'Node %1':
        '節點 %1',
    "The lock's TTL in the next run: the validity budget":
        '下次執行中鎖的 TTL: 有效期預算',
    "Client 0's clock runs ahead (+) or behind (-) by this much":
        '客戶端 0 的時鐘快 (+) 或慢 (-) 這麼多',
    "Extra delay before every client's commands: validity shrinks":
        '每個客戶端的命令之前的額外延遲: 有效期會縮短',
    'Clock drift':
        '時鐘漂移',
    'Node latency':
        '節點延遲',
    "Redlock: each node's answer and latency, and the validity left per attempt":
        'Redlock: 每個節點的應答和延遲, 以及每次嘗試剩餘的有效期',
    '%1 ms':
        '%1 毫秒',
    'Start':
        '開始',
    'Step':
        '單步',
    'Stop':
        '停止',
    'Save history…':
        '儲存歷史…',
    'Load history…':
        '載入歷史…',
    'Export PNG…':
        '匯出 PNG…',
    'While paused: every client does one more operation':
        '暫停時: 每個客戶端再執行一次操作',
    'End the run as its time would: operations finish, queues drain':
        '像時間到了一樣結束執行: 操作完成, 佇列排空',
    'the playground run did not end in time: client %1 may still hold %2 until its lease ends':
        '演練場執行未能及時結束: 客戶端 %1 可能仍持有 %2, 直到其租約結束',
    "the playground run did not end in time: its clients' holds stay until their leases end":
        '演練場執行未能及時結束: 其客戶端的持有會保留到租約結束',
    'A run is under way: stop it first.':
        '有一次執行正在進行: 請先停止它。',
    'Read-only mode: the playground writes to the server. Turn Read-only off (Connection menu) to run it.':
        '唯讀模式: 演練場會寫入伺服器。要執行它, 請關閉唯讀模式 (“連線”選單)。',
    'Not connected: start the sandbox or connect to a server to run it.':
        '未連線: 請啟動沙盒或連線到伺服器後執行。',
    'Start the run':
        '開始執行',
    '%1 · %2 s · %3 events · %4 operations':
        '%1 · %2 秒 · %3 個事件 · %4 次操作',
    '%n operations failed':
        '%n 次操作失敗',
    'Loading…':
        '正在載入…',
    'Running: no violations so far.':
        '執行中: 目前沒有違規。',
    'Could not start: %1':
        '無法開始: %1',
    'Read-only turned on: the run was aborted, it writes to the server.':
        '已開啟唯讀: 執行已中止, 因為它會寫入伺服器。',
    'The run failed: %1':
        '執行失敗: %1',
    '%1 enqueued, %2 delivered (%3 again), %4 acked':
        '入隊 %1, 投遞 %2 (重複 %3), 確認 %4',
    '%1 admitted, %2 limited':
        '允許 %1, 受限 %2',
    'wait p50 %1 ms, p99 %2 ms, Jain %3':
        '等待 p50 %1 毫秒, p99 %2 毫秒, Jain 指數 %3',
    'Final: %1':
        '最終: %1',
    'So far: %1':
        '目前: %1',
    '; %1 events, %2 ops/s, %3.':
        '; %1 個事件, %2 操作/秒, %3。',
    '%n operations failed: %1.':
        '%n 次操作失敗: %1。',
    'Expected: %1. The checker alone found: %2.':
        '預期: %1。僅檢查器發現: %2。',
    'Expected: %1. Found: %2.':
        '預期: %1。發現: %2。',
    'Not judged: the run is inconclusive.':
        '不作判斷: 執行結果不確定。',
    'As expected.':
        '符合預期。',
    'NOT as expected.':
        '不符合預期。',
    'cannot write %1: %2':
        '無法寫入 %1: %2',
    'Loading %1…':
        '正在載入 %1…',
    'Could not load: %1':
        '無法載入: %1',
    'Checking %1…':
        '正在檢查 %1…',
    'Loaded %1':
        '已載入 %1',
    'Loaded %1, which may not be whole: %2':
        '已載入 %1, 可能不完整: %2',
    'Save history':
        '儲存歷史',
    'JSON Lines (*.jsonl);;CSV, events only (*.csv)':
        'JSON Lines (*.jsonl);;CSV, 僅事件 (*.csv)',
    'Saved %1':
        '已儲存 %1',
    'Could not save: %1':
        '無法儲存: %1',
    'Load history':
        '載入歷史',
    'JSON Lines (*.jsonl);;All files (*)':
        'JSON Lines (*.jsonl);;所有檔案 (*)',
    '%1 ago':
        '%1 前',
    'Preview':
        '預覽',
    'Count':
        '計數',
    'free · %1 waiting':
        '空閒 · %1 個在等待',
    'held by %1':
        '由 %1 持有',
    ' ×%1':
        ' ×%1',
    ' · %1 left':
        ' · 剩餘 %1',
    ' · no expiry':
        ' · 不過期',
    ' · %1 waiting':
        ' · %1 個在等待',
    '%1 / %2 holders':
        '%1 / %2 個持有者',
    ' · %1 expired':
        ' · %1 個已過期',
    '%1 due of %2':
        '%2 項中 %1 項到期',
    '%1 scheduled':
        '已排程 %1 項',
    '%1 · limit %2':
        '%1 · 限額 %2',
    '%1 entries':
        '%1 個條目',
    'read failed: %1':
        '讀取失敗: %1',
    'Library':
        '庫',
    'State':
        '狀態',
    '%n holder(s)':
        '%n 個持有者',
    '%n subject(s)':
        '%n 個物件',
    '  (%n note(s))':
        '  (%n 條備註)',
    'line %1: %2':
        '第 %1 行: %2',
    'still held':
        '仍被持有',
    'released':
        '已釋放',
    ', fencing number %1':
        ', 柵欄令牌 %1',
    ', hold count %1':
        ', 持有次數 %1',
    ', lease %1 ms':
        ', 租約 %1 毫秒',
    ', no expiry':
        ', 不過期',
    '%1 must be a whole number of milliseconds':
        '%1 必須是整數毫秒',
    '%1 must be between %2 and %3 ms':
        '%1 必須在 %2 到 %3 毫秒之間',
    'Give the lock a name':
        '請為鎖命名',
    "A lock name cannot contain { or } (they delimit the key's hash tag)":
        '鎖名不能包含 { 或 } (它們界定鍵的雜湊標籤)',
    'A lock name is at most 200 characters':
        '鎖名最多 200 個字元',
    'Wait':
        '等待',
    'Retry delay':
        '重試間隔',
    'Not acquired: %1 after %n attempt(s)':
        '未取得: %1, 共嘗試 %n 次',
    'held by someone else':
        '被其他人持有',
    'Acquired %1 (%2), token %3':
        '已取得 %1 (%2), 令牌 %3',
    'Nothing to release: this playground does not hold the %1 lock %2':
        '無可釋放: 此演練場未持有 %1 鎖 %2',
    'the lock was no longer ours (expired or taken)':
        '鎖已不再屬於我們 (已過期或被接管)',
    'Released %1':
        '已釋放 %1',
    'Released one hold of %1; %n left':
        '已釋放 %1 的一次持有; 還剩 %n 次',
    'Not released: %1 was no longer ours (expired or taken)':
        '未釋放: %1 已不再屬於我們 (已過期或被接管)',
    'Deleted %1 without checking whose it was (%2 lock)':
        '未檢查歸屬就刪除了 %1 (%2 鎖)',
    'Nothing to extend: this playground does not hold the %1 lock %2':
        '無可續約: 此演練場未持有 %1 鎖 %2',
    'the lock was lost':
        '鎖已丟失',
    'Not extended: %1 was no longer ours':
        '未續約: %1 已不再屬於我們',
    'Extended %1':
        '已續約 %1',
    ', valid for %1 ms':
        ', 有效期 %1 毫秒',
    'Loaded %1 demo locks':
        '已載入 %1 把演示鎖',
    'Demo traffic on the lock burst done':
        '鎖 burst 上的演示流量已完成',
    '"%1" is not a whole number':
        '“%1”不是整數',
    '%1 is out of range (%2 to %3)':
        '%1 超出範圍 (%2 到 %3)',
    'Age (s)':
        '存在時間 (秒)',
    'Time left (s)':
        '剩餘時間 (秒)',
    'Counter':
        '計數器',
    '%1 and %2':
        '%1 和 %2',
    'the chart could not be drawn':
        '無法繪製圖表',
    'Export failed':
        '匯出失敗',
    'Could not write %1: %2':
        '無法寫入 %1: %2',
    'CSV files (*.csv)':
        'CSV 檔案 (*.csv)',
    'Saved %n row(s) to %1':
        '已將 %n 行儲存到 %1',
    'PNG images (*.png)':
        'PNG 影象 (*.png)',
    'Filter limiters and subjects':
        '篩選限流器和物件',
    'its rate limiters.':
        '其中的限流器。',
    'Looking for rate limiters…':
        '正在查詢限流器…',
    'No rate limiters found in this database':
        '此資料庫中沒有找到限流器',
    'This view shows every rate limiter subject: its algorithm, how much of its allowance is used, and whether the next request would be refused; the chart shows the traffic you send from the form.':
        '此檢視顯示每個限流器物件: 其演算法、額度已使用多少, 以及下一個請求是否會被拒絕; 圖表顯示你從表單傳送的流量。',
    'Load demo data writes a limiter of each kind with a few subjects.':
        '載入演示資料會寫入每種型別的一個限流器, 各帶幾個物件。',
    'Loading rate limiter demo data':
        '正在載入限流器演示資料',
    'Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)':
        '寫入每種型別的一個限流器, 各帶幾個物件 (cs:{name:subject}:kind)',
    'Recent contacts':
        '最近聯絡人',
    '&Add contact':
        '新增聯絡人(&A)',
    'user (cs:{user}:recent)':
        '使用者 (cs:{user}:recent)',
    'Type to match contacts':
        '輸入以匹配聯絡人',
    'How the text matches: exact matches first, then prefix matches, then the others, most recent first within each':
        '文字的匹配方式: 先完全匹配, 再字首匹配, 然後其他, 每組內最近的在前',
    '&User:':
        '使用者(&U):',
    'Match:':
        '匹配:',
    'User: %1':
        '使用者: %1',
    'Matching recent contacts':
        '正在匹配最近聯絡人',
    'Adding a recent contact':
        '正在新增最近聯絡人',
    'Added.':
        '已新增。',
    'Could not add: %1':
        '無法新增: %1',
    'Could not match: %1':
        '無法匹配: %1',
    '%n contacts':
        '%n 個聯絡人',
    "Move the text to the front of the user's recent contacts":
        '把該文字移到該使用者最近聯絡人的最前面',
    'Read-only mode: adding a contact writes the list':
        '唯讀模式: 新增聯絡人會寫入列表',
    'no answer within the %1 ms a quit waits':
        '在退出等待的 %1 毫秒內沒有應答',
    'Release before quitting':
        '退出前釋放',
    'playground scenario %1: the run did not finish within %2 s':
        '演練場情境 %1: 執行未在 %2 秒內結束',
    'playground scenario %1: no final verdict within %2 s':
        '演練場情境 %1: 未在 %2 秒內得出最終結論',
    'cannot create %1':
        '無法建立 %1',
    'not connected after %1 s':
        '%1 秒後仍未連線',
    'no Playground tab':
        '沒有演練場標籤頁',
    'no playground scenario named %1':
        '沒有名為 %1 的演練場情境',
    'playground scenario %1: cannot start: %2':
        '演練場情境 %1: 無法開始: %2',
    'playground scenario %1: the run did not start':
        '演練場情境 %1: 執行未開始',
    'playground scenario %1: the run failed: %2':
        '演練場情境 %1: 執行失敗: %2',
    'cannot write %1':
        '無法寫入 %1',
    "basic, fair and locked are the book's semaphores (client clocks); atomic and ttl-keys are the safe ones":
        'basic、fair 和 locked 是書中的信號量 (使用客戶端時鐘); atomic 和 ttl-keys 是安全的',
    'Acquire a permit':
        '取得一個許可',
    'Release a permit':
        '釋放一個許可',
    "A sorted set scored by the client's clock: clients with skewed clocks steal permits":
        '按客戶端時鐘打分的有序集合: 時鐘偏差的客戶端會搶走許可',
    'Ordered by a counter (INCR), so a fast clock does not jump the queue; still times out by client time':
        '按計數器 (INCR) 排序, 因此時鐘快的客戶端無法插隊; 但仍按客戶端時間判斷逾時',
    'The fair semaphore acquired under a short token lock':
        '在短時令牌鎖保護下取得的公平信號量',
    "One script on the server's clock, scored by expiry":
        '在伺服器時鐘上執行的單個指令碼, 按過期時間打分',
    "Ordered by a counter, each permit's lease a key that Redis expires: no clock comparisons at all":
        '按計數器排序, 每個許可的租約是一個由 Redis 過期的鍵: 完全不比較時鐘',
    'unknown: choose':
        '未知: 請選擇',
    'name, e.g. pool (keys cs:{pool}:…)':
        '名稱, 例如 pool (鍵 cs:{pool}:…)',
    'Permits in all':
        '許可總數',
    'A permit not released within its lease expires':
        '租約內未釋放的許可會過期',
    'How long Acquire keeps trying; 0: one attempt':
        '取得操作持續重試的時長; 0: 只嘗試一次',
    'L&ease:':
        '租約(&E):',
    '&Wait:':
        '等待(&W):',
    'The kind of %1 is %2. %3':
        '%1 的型別是 %2。%3',
    "Enter the semaphore's name.":
        '請輸入信號量的名稱。',
    'The name cannot be used: %1':
        '無法使用該名稱: %1',
    'The name is too long (at most 200 characters).':
        '名稱太長 (最多 200 個字元)。',
    'Choose a kind of semaphore.':
        '請選擇一種信號量。',
    'Refused: the connection is read-only.':
        '被拒絕: 連線為唯讀。',
    'Refused: not connected.':
        '被拒絕: 未連線。',
    'Read-only connection: CoordScope sends only read commands. Turn read-only off for this connection to acquire and release permits.':
        '唯讀連線: CoordScope 只發送讀命令。要取得和釋放許可, 請關閉此連線的唯讀模式。',
    'Acquire a permit (Ctrl+Shift+A)':
        '取得一個許可 (Ctrl+Shift+A)',
    'Release the oldest permit acquired here (Ctrl+Shift+R)':
        '釋放在此取得的最早的許可 (Ctrl+Shift+R)',
    'Acquiring a permit on %1…':
        '正在取得 %1 上的一個許可…',
    'Acquire a %1 permit on %2':
        '取得 %2 上的一個 %1 許可',
    'Acquire failed: %1':
        '取得失敗: %1',
    'Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; %7 held here':
        '已取得 %1 上的一個許可 (%2): 持有者 %3, 排名 %4, 限額 %5, 租約 %6; 在此持有 %7 個',
    'Refused on %1 (%2): %3':
        '在 %1 (%2) 上被拒絕: %3',
    'no permit free':
        '沒有空閒許可',
    'Releasing a permit on %1…':
        '正在釋放 %1 上的一個許可…',
    'Release a %1 permit on %2':
        '釋放 %2 上的一個 %1 許可',
    'Release failed: %1':
        '釋放失敗: %1',
    'Released holder %1 on %2; %3 held here':
        '已釋放 %2 上的持有者 %1; 在此持有 %3 個',
    'Holder %1 on %2 had already expired and was cleaned up: %3':
        '%2 上的持有者 %1 已過期並被清理: %3',
    'Not run: the connection changed or the action was cancelled.':
        '未執行: 連線已改變或操作已取消。',
    'unknown (%1)':
        '未知 (%1)',
    ' or ':
        ' 或 ',
    'Its :semlock key exists: only the locked semaphore writes one.':
        '存在它的 :semlock 鍵: 只有 locked 信號量會寫入該鍵。',
    "An :owners set is written by the fair and the locked semaphore; the locked one's :semlock key exists only while an acquire runs.":
        'fair 和 locked 信號量都會寫入 :owners 集合; locked 信號量的 :semlock 鍵只在取得操作執行期間存在。',
    'Its holders are scored by a counter and it has a :counter or :lease: key: only ttl-keys writes those.':
        '它的持有者按計數器打分, 且存在 :counter 或 :lease: 鍵: 只有 ttl-keys 會寫入這些鍵。',
    'Its holders did not read as scored by time, yet it has neither the :counter of ttl-keys nor the :owners of fair: the keys do not tell.':
        '它的持有者看起來不是按時間打分的, 但它既沒有 ttl-keys 的 :counter, 也沒有 fair 的 :owners: 無法從鍵判斷。',
    'Only a :holders set scored by time: the basic semaphore scores the acquire time, the atomic one the expiry, and the keys cannot tell which.':
        '只有按時間打分的 :holders 集合: basic 信號量記錄取得時間, atomic 信號量記錄過期時間, 無法從鍵判斷是哪一種。',
    'No :holders set: the keys do not say which kind wrote them.':
        '沒有 :holders 集合: 無法從鍵判斷是哪種信號量寫入的。',
    'counter %1':
        '計數器 %1',
    'expires in %1':
        '%1 後過期',
    'expired %1 ago':
        '%1 前已過期',
    'beyond limit':
        '超出限額',
    'expired, not cleaned':
        '已過期, 未清理',
    'Ranked past the limit but still in the set: it should not hold a permit':
        '排名超出限額但仍在集合中: 它不應持有許可',
    'Past its lease; the next acquire removes it':
        '已超過租約; 下一次取得會將其移除',
    'Lease TTL (ms)':
        '租約 TTL (毫秒)',
    'Rank':
        '排名',
    'Expiry':
        '過期時間',
    'Age':
        '存在時間',
    'Lease TTL':
        '租約 TTL',
    'Beyond limit':
        '超出限額',
    'Expired':
        '已過期',
    'Limit %1':
        '限額 %1',
    'limit %1':
        '限額 %1',
    'Limit %1 (past the last rank)':
        '限額 %1 (超過最後一個排名)',
    'Limit unknown':
        '限額未知',
    'Members by rank':
        '按排名排列的成員',
    'Members by rank: the first %1 of %2':
        '按排名排列的成員: %2 箇中的前 %1 個',
    '%1 Seen as %2 earlier: its keys then said so.':
        '%1 之前曾被識別為 %2: 當時它的鍵是這樣顯示的。',
    '%1 (assumed)':
        '%1 (推測)',
    'This layout does not store its limit: this is the limit CoordScope last used on it':
        '此佈局不儲存限額: 這是 CoordScope 上次對它使用的限額',
    'Members past their lease that no acquire has cleaned up yet':
        '已超過租約但尚未被任何取得操作清理的成員',
    'Live members ranked at or past the limit: they should not hold a permit':
        '排名達到或超過限額的存活成員: 它們不應持有許可',
    'Holders':
        '持有者',
    'Free':
        '空閒',
    'semaphores view':
        '信號量檢視',
    'Export semaphores as CSV…':
        '將信號量匯出為 CSV…',
    'Export members as CSV…':
        '將成員匯出為 CSV…',
    'Filter by name, layout, kind or notes':
        '按名稱、佈局、型別或備註篩選',
    'Copy &holder ids':
        '複製持有者 ID(&H)',
    'Load semaphore demo data':
        '載入信號量演示資料',
    'Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder beyond its limit, and two with expired members not yet cleaned up':
        '在 cs:{sem-demo-…} 下寫入幾個信號量: 一個 basic 信號量、一個有持有者超出限額的公平信號量, 以及兩個有已過期但尚未清理的成員的信號量',
    'Demo data loaded: %1 semaphores':
        '已載入演示資料: %1 個信號量',
    'Select a semaphore to see its members':
        '選擇一個信號量以檢視其成員',
    '%1 is gone (its keys vanished or changed type)':
        '%1 已不存在 (其鍵已消失或型別已改變)',
    '%1 · %2 members':
        '%1 · %2 個成員',
    ' · limit %1 (assumed)':
        ' · 限額 %1 (推測)',
    ' · limit %1':
        ' · 限額 %1',
    'Notes: ':
        '備註: ',
    'its semaphores.':
        '其中的信號量。',
    'Looking for semaphores…':
        '正在查詢信號量…',
    'No semaphores found in this database':
        '此資料庫中沒有找到信號量',
    "This view shows counting semaphores (CoordScope's, Redisson's RSemaphore and RPermitExpirableSemaphore, Redis in Action's): each one's members in rank order with their age or counter, the limit, and the members beyond the limit or expired but not yet cleaned up.":
        '此檢視顯示計數信號量 (CoordScope 自己的、Redisson 的 RSemaphore 和 RPermitExpirableSemaphore、Redis 實戰的): 每個信號量按排名排列的成員及其存在時間或計數器、限額, 以及超出限額或已過期但尚未清理的成員。',
    'Load demo data writes a semaphore of each kind with a few holders.':
        '載入演示資料會寫入每種型別的一個信號量, 各帶幾個持有者。',
    'From':
        '原主節點',
    'To':
        '新主節點',
    'Learnt from':
        '獲知來源',
    '+switch-master from sentinel %1':
        '來自哨兵 %1 的 +switch-master',
    'sentinel %1, asked at a reconnect':
        '哨兵 %1, 在重連時詢問',
    'Replica':
        '從節點',
    'Flags':
        '標誌',
    'Link to master':
        '與主節點的連線',
    'Replication offset':
        '複製偏移量',
    'Lag (bytes)':
        '延遲 (位元組)',
    "The master's offset could not be read (INFO replication on the master)":
        '無法讀取主節點的偏移量 (主節點上的 INFO replication)',
    'Refresh':
        '重新整理',
    'Read the status from the sentinels now (read commands only)':
        '立即從哨兵讀取狀態 (僅讀命令)',
    'Master:':
        '主節點:',
    'Quorum:':
        '法定人數:',
    'Sentinels:':
        '哨兵:',
    "<b>Replicas</b>: the lag is how many bytes of the master's replication stream each has not acknowledged yet; a write acknowledged by the master alone is lost if it fails over to a replica that lags.":
        '<b>從節點</b>: 延遲是指每個從節點尚未確認的主節點複製流位元組數; 如果故障轉移到一個有延遲的從節點, 只被主節點確認的寫入會丟失。',
    '<b>Failovers seen</b> by this connection: announced by a sentinel on +switch-master (the client goes to the new master at once), or found when the sentinels were asked again at a reconnect.':
        '此連線看到的<b>故障轉移</b>: 由哨兵透過 +switch-master 宣佈 (客戶端立即轉到新主節點), 或在重連時重新詢問哨兵時發現。',
    '"%1" at %2 · flags: %3':
        '“%1” 位於 %2 · 標誌: %3',
    '%1 sentinels must agree that the master is down · CKQUORUM: %2':
        '需要 %1 個哨兵同意主節點已下線 · CKQUORUM: %2',
    '%1 (answered this read)':
        '%1 (應答了本次讀取)',
    '%1 (%2)':
        '%1 (%2)',
    'Reading the Sentinel status failed: %1':
        '讀取哨兵狀態失敗: %1',
    'the sentinels of %1':
        '%1 的哨兵',
    'sentinel %1':
        '哨兵 %1',
    'Read every %1 s from %2 while this tab is shown (SENTINEL MASTER, REPLICAS, SENTINELS, CKQUORUM; INFO replication on the master)':
        '此標籤頁顯示期間每 %1 秒從 %2 讀取一次 (SENTINEL MASTER、REPLICAS、SENTINELS、CKQUORUM; 主節點上的 INFO replication)',
    'reading…':
        '讀取中…',
    'last read %1':
        '上次讀取 %1',
    'asking the sentinels…':
        '正在詢問哨兵…',
    '"%1": %2':
        '“%1”: %2',
    'Connect through Redis Sentinel (a redis+sentinel:// URL) to see the master its sentinels monitor, the quorum, the replicas and their lag, and the failovers the connection follows.':
        '透過 Redis 哨兵連線 (redis+sentinel:// URL), 即可檢視其哨兵監控的主節點、法定人數、從節點及其延遲, 以及連線跟隨的故障轉移。',
    'Not a Sentinel connection':
        '不是哨兵連線',
    '%1 is reached directly, not through Redis Sentinel. Connect with a redis+sentinel://HOST:26379/MASTER URL to see its sentinels here.':
        '%1 是直接連線的, 而不是透過 Redis 哨兵。使用 redis+sentinel://HOST:26379/MASTER URL 連線即可在此檢視其哨兵。',
    'Uptime':
        '執行時間',
    'Connected clients':
        '已連線客戶端',
    'Used memory':
        '已用記憶體',
    'Keys per database':
        '各資料庫的鍵數',
    'Activity':
        '活動',
    'Operations per second':
        '每秒運算元',
    'Commands processed':
        '已處理命令數',
    'Connections received':
        '已接收連線數',
    'Blocked clients':
        '阻塞的客戶端',
    'Keyspace hits':
        '鍵空間命中',
    'Keyspace misses':
        '鍵空間未命中',
    'Server':
        '伺服器',
    'TCP port':
        'TCP 埠',
    'Process id':
        '程序 ID',
    'Executable':
        '可執行檔案',
    'Memory limit':
        '記憶體上限',
    'Eviction policy':
        '淘汰策略',
    'Operating system':
        '作業系統',
    'This server holds no keys yet. Load demo data to see a few of every primitive in the tabs, try a lock in the Locks tab, or run a scenario in the Playground.':
        '此伺服器還沒有鍵。載入演示資料即可在各標籤頁中看到幾個各類原語, 也可以在“鎖”標籤頁中試用鎖, 或在演練場中執行一個情境。',
    'Redis (version unknown)':
        'Redis (版本未知)',
    'Redis %1':
        'Redis %1',
    'The server refuses INFO (%1): no server figures; asked again every %2 s':
        '伺服器拒絕 INFO (%1): 沒有伺服器資料; 每 %2 秒重新詢問一次',
    'Reading INFO…':
        '正在讀取 INFO…',
    'Connecting…':
        '正在連線…',
    'Starting the sandbox…':
        '正在啟動沙盒…',
    'A private redis-server for experiments, gone when CoordScope quits.':
        '一個用於實驗的私有 redis-server, CoordScope 退出時隨之消失。',
    'Connection lost, reconnecting…':
        '連線已斷開, 正在重連…',
    'The summary comes back as soon as %1 answers again.':
        '%1 再次應答後, 摘要會立即恢復。',
    'Start a private sandbox server to experiment safely, or connect to a Redis server you run.':
        '啟動一個私有的沙盒伺服器以便安全地實驗, 或連線到你執行的 Redis 伺服器。',
    'sandbox on %1':
        '沙盒位於 %1',
    'db%1    %2 keys, %3 with a TTL':
        'db%1    %2 個鍵, %3 個帶 TTL',
    'No keys in any database.':
        '所有資料庫中都沒有鍵。',
    'Updated %1 · refreshed every %2 s':
        '更新於 %1 · 每 %2 秒重新整理',
    'the sandbox is not running':
        '沙盒未在執行',
    'the sandbox did not say where it saved':
        '沙盒沒有說明它儲存在哪裡',
    'could not write %1':
        '無法寫入 %1',
    'the sandbox redis-server exited unexpectedly (exit code %1)':
        '沙盒 redis-server 意外退出 (退出碼 %1)',
    'Read-only: CoordScope sends only read commands to this server. Connection › Read-only turns it off for this connection.':
        '唯讀: CoordScope 只向此伺服器傳送讀命令。“連線 › 唯讀”可以為此連線關閉唯讀。',
    'TLS unverified':
        'TLS 未驗證',
    "TLS without certificate verification (verify=no): the server's certificate is not checked, so the server is not authenticated and anyone on the path can read and change this connection. Use ca= (or the system's CAs) and leave verify on.":
        'TLS 未驗證證書 (verify=no): 不檢查伺服器的證書, 因此伺服器未經認證, 路徑上的任何人都能讀取和更改此連線的內容。請使用 ca= (或系統的 CA) 並保持驗證開啟。',
    "A Redis Cluster: each command goes to the master of its keys' slot, and discovery and the key browser scan every master (the Cluster tab shows the nodes)":
        'Redis 叢集: 每條命令都發往其鍵所在槽的主節點, 發現過程和鍵瀏覽器會掃描每個主節點 (“叢集”標籤頁顯示各節點)',
    '%1 at %2':
        '%1 位於 %2',
    'no server':
        '沒有伺服器',
    'read-only':
        '唯讀',
    'connected, but %1':
        '已連線, 但%1',
    'connecting (starting redis-server)':
        '正在連線 (正在啟動 redis-server)',
    'reconnecting (attempt %1, next in %2 ms)':
        '正在重連 (第 %1 次嘗試, %2 毫秒後進行下一次)',
    'disconnected: %1':
        '已斷開: %1',
    'disconnected':
        '已斷開',
    'cluster · %n masters':
        '叢集 · %n 個主節點',
    'RTT –':
        'RTT –',
    'load %1 % · %2 cmd/s':
        '負載 %1 % · %2 命令/秒',
    "The load CoordScope puts on this server, over the last %1 s: commands per second, and the share of one server core its commands took (measured from their round trips less the network's: an estimate).\nInspector budget: %2 (Connection › Load budget…; Scan now in the Inspector runs one pass without it).":
        '最近 %1 秒內 CoordScope 給此伺服器帶來的負載: 每秒命令數, 以及其命令佔用伺服器一個核心的份額 (由往返時間減去網路時間測得: 一個估計值)。\n檢查器預算: %2 (連線 › 負載預算…; 檢查器中的“立即掃描”會不受預算限制地執行一輪)。',
    'RTT %1 ms':
        'RTT %1 毫秒',
    "The SSH host %1 is not in %2.\n\nIts %3 key has the fingerprint\n\n    %4\n\nCompare it with the fingerprint the host's administrator gives you (ssh-keygen -lf on the host's key). Trust this host, add its key to known_hosts and connect?":
        'SSH 主機 %1 不在 %2 中。\n\n它的 %3 金鑰指紋為\n\n    %4\n\n請將其與主機管理員提供的指紋 (在主機金鑰上執行 ssh-keygen -lf) 進行比較。要信任此主機, 把它的金鑰加入 known_hosts 並連線嗎?',
    'Unknown SSH host':
        '未知的 SSH 主機',
    'Trust and connect':
        '信任並連線',
    'SSH key passphrase':
        'SSH 金鑰口令',
    'Passphrase for %1:':
        '%1 的口令:',
    'Layout rules':
        '佈局規則',
    'Your own key patterns, one per line as GLOB=KIND; they win over the built-in layouts. For example:\n    myapp:mutex:*=lock\n    jobs:*:delayed=delayed-queue\nKinds: %1.':
        '你自己的鍵模式, 每行一個, 格式為 GLOB=KIND; 它們優先於內建佈局。例如:\n    myapp:mutex:*=lock\n    jobs:*:delayed=delayed-queue\n型別: %1。',
    ': %n item(s)':
        ': %n 項',
    '%n violation(s)':
        '%n 次違規',
    '&Help':
        '說明(&H)',
    '&Documentation':
        '文件(&D)',
    '&Keyboard shortcuts':
        '鍵盤快速鍵(&K)',
    'Open the documentation: %1':
        '開啟文件：%1',
    '&About CoordScope':
        '關於 CoordScope(&A)',
    'About CoordScope':
        '關於 CoordScope',
    'About &Qt':
        '關於 Qt(&Q)',
    'Filter this &tab':
        '篩選本分頁(&T)',
    "Focus the current tab's filter (Escape in it clears it)":
        '聚焦目前分頁的篩選框（在其中按 Escape 清除）',
    'Keyboard shortcuts':
        '鍵盤快速鍵',
    'Action':
        '動作',
    'Clear the filter (in it)':
        '清除篩選框（在篩選框中）',
    # The charts (issue 23, defect 4).
    'No query yet: type a prefix in Search':
        '還沒有查詢: 在「搜尋」中輸入前綴',
    'due order':
        '到期順序',
    'Scheduled items':
        '已排程的項目',
    'No requests sent yet':
        '還沒有傳送請求',
    'No run yet':
        '還沒有執行',
    'No members':
        '沒有成員',
    '%1 by rank':
        '按排名的%1',
    'Members':
        '成員',
    '%1, first %2 of %3':
        '%1, 共 %3 個, 顯示前 %2 個',
    '%1 (the sandbox)':
        '%1（沙盒）',
    'not found (the sandbox needs redis-server)':
        '找不到（沙盒需要 redis-server）',
    'CoordScope %1':
        'CoordScope %1',
    'Inspector and playground for the coordination primitives built on Redis.':
        '基於 Redis 建構的協調原語的檢查器與演練場。',
    'Qt':
        'Qt',
    '%1 (built with %2)':
        '%1（建置時為 %2）',
    'hiredis':
        'hiredis',
    'Redis server':
        'Redis 伺服器',
    'Sandbox redis-server':
        '沙盒 redis-server',
    'Licence: MIT (Expat). Copyright © 2026 the CoordScope authors.':
        '授權：MIT (Expat)。版權所有 © 2026 CoordScope 作者。',
    "No documentation here: neither the sources' docs folder nor the packaged copy (share/doc/coordscope) is there":
        '此處沒有文件：原始碼的 docs 資料夾和套件附帶的副本（share/doc/coordscope）都不在',
    'ShortcutsDialog|Keys':
        '按鍵',
    'Where':
        '適用位置',
    'Everywhere':
        '任何位置',
    'Clear the filter':
        '清除篩選框',
    'In a filter box':
        '在篩選框中',
}
