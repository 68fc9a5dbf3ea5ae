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
    '\nSCAN of %1 masters: %2':
        '\n%1 個主節點上的 SCAN: %2',
    'Scanned %1%2, pass finished %3 s ago':
        '已掃描 %1%2, 一輪掃描於 %3 秒前完成',
    ' (stopped at the key limit)':
        ' (在鍵數上限處停止)',
    ' · %1 by name only':
        ' · %1 個僅按名稱',
    ', within the load budget':
        ', 在負載預算之內',
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
    'limit %1':
        '限額 %1',
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
        '幫助(&H)',
    '&Documentation':
        '文件(&D)',
    '&Keyboard shortcuts':
        '鍵盤快捷鍵(&K)',
    'Open the documentation: %1':
        '開啟文件：%1',
    '&About CoordScope':
        '關於 CoordScope(&A)',
    'About CoordScope':
        '關於 CoordScope',
    'About &Qt':
        '關於 Qt(&Q)',
    'Filter this &tab':
        '篩選本標籤頁(&T)',
    "Focus the current tab's filter (Escape in it clears it)":
        '聚焦當前標籤頁的篩選框（在其中按 Escape 清空）',
    'Keyboard shortcuts':
        '鍵盤快捷鍵',
    'Action':
        '操作',
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
    'skipped':
        '已跳過',
    'Demo data: address book "%1" with %2 names, %3 recent contacts for "%4"':
        '演示資料：通訊錄“%1”含 %2 個名字，“%4”的 %3 個最近聯絡人',
    '; %1 lines longer than %2 MiB dropped (no name is that long: a binary file, or CR line endings?)':
        '；丟棄了 %1 行超過 %2 MiB 的行（沒有名字那麼長：是二進位制檔案，還是 CR 換行？）',
    "%1: cancelled; %2 names stored (%3 new): the file's first %2 names, nothing after them":
        '%1：已取消；已存入 %2 個名字（%3 個新的）：即檔案的前 %2 個名字，其後沒有',
    '%1: %2 names stored (%3 new) from %4 lines':
        '%1：從 %4 行存入 %2 個名字（%3 個新的）',
    ', %1 invalid lines skipped (%2)':
        '，跳過 %1 個無效行（%2）',
    '; stopped: %1':
        '；已停止：%1',
    'usage: ':
        '用法：',
    'unknown %1 action "%2" (known: %3)':
        '未知的 %1 操作“%2”（已知：%3）',
    'the %1 %2':
        '%1 %2',
    '--%1 is for %2 %3':
        '--%1 僅用於 %2 %3',
    '--%1 must be a whole number in [%2, %3], not "%4"':
        '--%1 必須是 [%2, %3] 內的整數，而不是“%4”',
    'loading: %1 names (%2 new), %3 names/s':
        '載入中：%1 個名字（%2 個新的），每秒 %3 個名字',
    ', %1% of the file':
        '，檔案的 %1%',
    ', %1 MB read':
        '，已讀取 %1 MB',
    '0 skipped':
        '跳過 0 個',
    '%1 skipped (%2 %3':
        '跳過 %1 個（%2 %3',
    ', ... (first %1 shown)':
        '，……（只顯示前 %1 個）',
    'unknown --method "%1" (known: ria, bylex)':
        '未知的 --method“%1”（已知：ria、bylex）',
    'cannot read the standard input: %1':
        '無法讀取標準輸入：%1',
    'FILE "%1" is a directory':
        'FILE“%1”是一個目錄',
    'cannot read FILE "%1": %2':
        '無法讀取 FILE“%1”：%2',
    '%1 names read (%2 lines): %3 added (new), %4; %5 s, %6 names/s':
        '讀取 %1 個名字（%2 行）：新增 %3 個，%4；%5 秒，每秒 %6 個名字',
    '; stopped by an error':
        '；因錯誤而停止',
    'invalid lines (not UTF-8, or holding U+0000): ':
        '無效行（不是 UTF-8，或含 U+0000）：',
    'Autocomplete address books: query by prefix (ria or bylex), load a file.':
        '自動補全的通訊錄：按字首查詢（ria 或 bylex），從檔案載入。',
    "query: ria (the book's markers, WATCH/MULTI) or bylex (ZRANGE BYLEX, one round trip; default).":
        'query：ria（通訊錄的標記，WATCH/MULTI）或 bylex（ZRANGE BYLEX，一次往返；預設）。',
    'query: at most N names (default %1, at most %2).':
        'query：最多 N 個名字（預設 %1，最多 %2）。',
    "query: the next page, after this name (a page's last name; --json prints it as next_after).":
        'query：下一頁，從這個名字之後開始（一頁的最後一個名字；--json 以 next_after 輸出）。',
    "sweep: remove markers added more than MS ago (default %1; 0: all, a running query's too).":
        'sweep：刪除 MS 毫秒之前新增的標記（預設 %1；0：全部，包括正在執行的查詢的標記）。',
    "Use the book's case-insensitive index (a separate one: add to it with --ignore-case too).":
        '使用通訊錄的不區分大小寫索引（獨立的一個：新增時也要加 --ignore-case）。',
    "A user's recent contacts, most recent first, capped; query by --mode.":
        '使用者的最近聯絡人，最近的在前，有上限；用 --mode 查詢。',
    'add: keep at most N contacts (default %1, at most %2).':
        'add：最多保留 N 個聯絡人（預設 %1，最多 %2）。',
    'query: exact, prefix (default), suffix, contains or all (the matches first, then the rest).':
        'query：exact、prefix（預設）、suffix、contains 或 all（先是匹配的，然後是其餘的）。',
    'query: at most N contacts (default: all).':
        'query：最多 N 個聯絡人（預設：全部）。',
    'query: match case (default: Unicode case folding).':
        'query：區分大小寫（預設：Unicode 大小寫摺疊）。',
    '%1 stale markers removed':
        '刪除了 %1 個過期標記',
    '%1 of %2 %3':
        '%2 箇中 %1 個%3',
    'added (new)':
        '已新增（新的）',
    'unknown --mode "%1" (known: exact, prefix, suffix, contains, all)':
        '未知的 --mode“%1”（已知：exact、prefix、suffix、contains、all）',
    '%1 added (cap %2)':
        '已新增 %1 個（上限 %2）',
    'not in the list':
        '不在列表中',
    '"%1": %n suggestion(s) in %2 µs by %3, %4 commands':
        '“%1”：%n 條建議，耗時 %2 µs，方法 %3，%4 條命令',
    'failed operations: %1 of %2 (%3 %): %4; the first at +%5 s, the last at +%6 s':
        '失敗的操作：%2 箇中有 %1 個（%3 %）：%4；第一次在 +%5 秒，最後一次在 +%6 秒',
    'INCONCLUSIVE: more than %1 % of the operations failed with an error, so the run says little about the primitive':
        '結論不可靠：超過 %1 % 的操作因錯誤而失敗，這次執行對該原語說明不了多少',
    'Server to use: redis://[user:password@]host:port/db, rediss://... or unix:///path.sock (default: $COORDSCOPE_URL, else %1). A password may also come from $COORDSCOPE_PASSWORD.':
        '要使用的伺服器：redis://[user:password@]host:port/db、rediss://... 或 unix:///path.sock（預設：$COORDSCOPE_URL，否則 %1）。密碼也可以來自 $COORDSCOPE_PASSWORD。',
    'Prefix of every key the primitives use (default: $COORDSCOPE_PREFIX, else cs:).':
        '原語使用的每個鍵的字首（預設：$COORDSCOPE_PREFIX，否則 cs:）。',
    'Send only read commands: anything else is refused before it is sent (also ?read_only=yes in the URL).':
        '只發送讀命令：其他命令在傳送前就被拒絕（URL 中的 ?read_only=yes 也一樣）。',
    'Reach the server through SSH: [user@]host[:port], or a Host of ~/.ssh/config (also ?ssh= in the URL). Logs in with the agent, the key files, then a password; checks the host key against ~/.ssh/known_hosts.':
        '透過 SSH 連線伺服器：[user@]host[:port]，或 ~/.ssh/config 中的 Host（URL 中的 ?ssh= 也一樣）。依次用 agent、金鑰檔案、密碼登入；按 ~/.ssh/known_hosts 檢查主機金鑰。',
    'SSH private key file (Ed25519, ECDSA, RSA). Its passphrase comes from $COORDSCOPE_SSH_PASSPHRASE, else is asked for on the terminal.':
        'SSH 私鑰檔案（Ed25519、ECDSA、RSA）。其口令來自 $COORDSCOPE_SSH_PASSPHRASE，否則在終端上詢問。',
    'Trust an SSH host that is not in known_hosts yet, and add its key there. A host whose key changed is refused even so.':
        '信任尚未在 known_hosts 中的 SSH 主機，並把它的金鑰加入其中。金鑰已改變的主機仍會被拒絕。',
    'known_hosts file to check SSH host keys against (default: ~/.ssh/known_hosts).':
        '用來檢查 SSH 主機金鑰的 known_hosts 檔案（預設：~/.ssh/known_hosts）。',
    'Jump hosts before the SSH host, as ssh -J: [user@]host[:port][,...].':
        'SSH 主機之前的跳板主機，同 ssh -J：[user@]host[:port][,...]。',
    'OpenSSH client config to read (default: ~/.ssh/config; "none": none).':
        '要讀取的 OpenSSH 客戶端配置（預設：~/.ssh/config；"none"：不讀取）。',
    'Log in to the SSH host with a password too: from $COORDSCOPE_SSH_PASSWORD, else asked for on the terminal.':
        '也用密碼登入 SSH 主機：來自 $COORDSCOPE_SSH_PASSWORD，否則在終端上詢問。',
    'Print one JSON object instead of text.':
        '輸出一個 JSON 物件，而不是文字。',
    'Show help (for a subcommand: coordscope-cli SUBCOMMAND --help).':
        '顯示幫助（子命令的幫助：coordscope-cli SUBCOMMAND --help）。',
    'Show the version.':
        '顯示版本。',
    'unknown option(s) %1 (try --help)':
        '未知選項 %1（試試 --help）',
    '\nSubcommands:\n':
        '\n子命令：\n',
    '\nExit status: 0 success, 1 failure (server or connection), 2 bad usage, 3 not acquired (or found lost by release/extend), nothing taken from a queue, refused by a rate limiter, or nothing done by operate because the state changed; 4 inconclusive (simulate, check: too many operations failed to judge the run), or operate without --yes (nothing sent); 130 or 143 when SIGINT or SIGTERM ended a --hold, a --wait or a simulate run, after releasing what it held (or printing it). docs/limits.md has every status.\n':
        '\n退出狀態：0 成功，1 失敗（伺服器或連線），2 用法錯誤，3 未取得到（或 release/extend 發現已丟失）、未從佇列中取到任何東西、被限流器拒絕、或 operate 因狀態已改變而什麼也沒做；4 結論不可靠（simulate、check：太多操作失敗，無法判斷這次執行），或 operate 未加 --yes（沒有傳送任何命令）；130 或 143：SIGINT 或 SIGTERM 結束了 --hold、--wait 或 simulate 執行，並已釋放所持有的（或打印出來）。docs/limits.md 列出了每個狀態。\n',
    "CoordScope's command line: Redis coordination primitives, headless.":
        'CoordScope 的命令列：Redis 協調原語，無介面。',
    'What to do (see Subcommands below).':
        '要做什麼（見下面的子命令）。',
    'no subcommand given (try --help)':
        '沒有給出子命令（試試 --help）',
    'unknown subcommand "%1" (known: %2)':
        '未知的子命令“%1”（已知：%2）',
    'TLS without certificate verification (verify=no): the server is not authenticated':
        'TLS 未驗證證書（verify=no）：伺服器身份未經認證',
    '--ssh: ':
        '--ssh：',
    'the --ssh-* options need --ssh USER@HOST (or ?ssh= in the URL)':
        '--ssh-* 選項需要 --ssh USER@HOST（或 URL 中的 ?ssh=）',
    'Password for SSH %1: ':
        'SSH %1 的密碼：',
    '--ssh-password: no terminal to ask on; set $COORDSCOPE_SSH_PASSWORD':
        '--ssh-password：沒有可詢問的終端；請設定 $COORDSCOPE_SSH_PASSWORD',
    'Passphrase for %1: ':
        '%1 的口令：',
    '--%1 must be a whole number of %2 from %3 to %4, not "%5"':
        '--%1 必須是 %3 到 %4 之間的整數（單位：%2），而不是“%5”',
    '%n master(s)':
        '%n 個主節點',
    '%n replica(s)':
        '%n 個從節點',
    '--%1 is for delay %2, not delay %3':
        '--%1 用於 delay %2，而不是 delay %3',
    'scheduled %1 due at %2 ms (in %3 ms)%4':
        '已安排 %1，到期於 %2 ms（%3 ms 後）%4',
    ', the earliest':
        '，最早的',
    '--max must be at most %1, not %2':
        '--max 最多為 %1，而不是 %2',
    'claimed %1 (%2)':
        '已認領 %1（%2）',
    '  %1 due at %2 ms, %3 ms late':
        '  %1 到期於 %2 ms，晚了 %3 ms',
    '  %1 read as due but removed by another claimer first%2':
        '  %1 讀到時已到期，但先被另一個認領者刪除%2',
    ' (pushed anyway: duplicates)':
        ' （仍然推入：重複）',
    'pages (from 1)':
        '頁（從 1 開始）',
    '--page-size must be at most %1, not %2':
        '--page-size 最多為 %1，而不是 %2',
    '--page is too large: %1':
        '--page 太大：%1',
    '%1: %2 scheduled, %3 due now%4, %5 ready, %6 orphaned payloads':
        '%1：已安排 %2，現在到期 %3%4，就緒 %5，孤立的載荷 %6',
    ' (oldest overdue %1 ms)':
        ' （最早的已逾期 %1 ms）',
    'page %1 (items %2-%3 of %4, by due time):':
        '第 %1 頁（第 %2-%3 項，共 %4 項，按到期時間）：',
    'due in %1 ms':
        '%1 ms 後到期',
    'overdue %1 ms':
        '逾期 %1 ms',
    '(payload missing)':
        '（載荷缺失）',
    'Delayed queues: schedule items, claim the due ones, show status.':
        '延遲佇列：安排條目、認領到期的條目、顯示狀態。',
    "add: due this many milliseconds from the server's now.":
        'add：從伺服器的當前時間起這麼多毫秒後到期。',
    'add: due at this time, server milliseconds since the epoch.':
        'add：在此時刻到期，伺服器自紀元以來的毫秒數。',
    'claim: move at most N due items (1..%1, default %2).':
        'claim：最多移動 N 個到期條目（1..%1，預設 %2）。',
    'claim: claimer variant: %1 (default atomic).':
        'claim：認領者變體：%1（預設 atomic）。',
    'status: page of scheduled items, from 1 (default 1).':
        'status：已安排條目的頁碼，從 1 開始（預設 1）。',
    'status: items per page (1..%1, default %2).':
        'status：每頁條目數（1..%1，預設 %2）。',
    'unknown delay action "%1" (add, claim, status)':
        '未知的 delay 操作“%1”（add、claim、status）',
    'enqueued %1 into %2, due in %3%4':
        '已將 %1 入隊到 %2，%3%4 後到期',
    ' (now the earliest)':
        ' （現在是最早的）',
    'nothing due in %1':
        '%1 中沒有到期的條目',
    'claimed %1 due item(s) of %2 onto %3':
        '已從 %2 認領 %1 個到期條目到 %3',
    'wrote %1 scheduled items in 3 delayed queues (2 claimed onto the ready list of "emails")':
        '在 3 個延遲佇列中寫入了 %1 個已安排的條目（2 個已認領到“emails”的就緒列表）',
    ' (cut short by %1)':
        ' （被 %1 截斷）',
    "this user may run neither INFO nor TIME: ages and deadlines use this machine's clock, not the server's":
        '此使用者既不能執行 INFO 也不能執行 TIME：時長和期限使用本機時鐘，而不是伺服器的',
    'no ttl':
        '無 ttl',
    'ttl ':
        'ttl ',
    'in ':
        '再過 ',
    ' ago':
        ' 前',
    'count %1':
        '計數 %1',
    '  key %1  %2 %3%4  %5':
        '  鍵 %1  %2 %3%4  %5',
    'holder %1':
        '持有者 %1',
    'not held':
        '未被持有',
    'fencing %1':
        'fencing %1',
    '    … %1 in all':
        '    … 共 %1 個',
    '  note: ':
        '  注意：',
    'no node (slot %1 unserved)':
        '沒有節點（槽 %1 無人服務）',
    'Find the locks, semaphores, queues, limiters... in a keyspace and show their live state; read commands only.':
        '在鍵空間中查詢鎖、信號量、佇列、限流器……並顯示它們的實時狀態；只用讀命令。',
    'Only keys matching this glob (SCAN MATCH).':
        '只檢視匹配此 glob 的鍵（SCAN MATCH）。',
    'Your own layout: keys matching GLOB are a KIND (%1); repeatable, wins over the built-in layouts.':
        '你自己的佈局：匹配 GLOB 的鍵是一個 KIND（%1）；可重複，優先於內建佈局。',
    'Keys the server looks at per SCAN (default 200).':
        '伺服器每次 SCAN 檢視的鍵數（預設 200）。',
    'Stop after this many keys (default: none, the whole keyspace).':
        '檢視這麼多鍵後停止（預設：不限，整個鍵空間）。',
    'Members, items or subjects listed per primitive (default 10; with --json, 200).':
        '每個原語列出的成員、條目或主體數（預設 10；使用 --json 時為 200）。',
    'Also list the keys no layout claims (up to 10000).':
        '也列出沒有佈局認領的鍵（最多 10000 個）。',
    'Type and look at the values of keys no layout claims by name, for the bare-name layouts (redis-py, node-redlock, redis-cell, Redisson hashes, counters): on, off, or auto (on up to 100,000 keys; the default).':
        '對沒有佈局按名稱認領的鍵檢視型別和值，用於裸名佈局（redis-py、node-redlock、redis-cell、Redisson 雜湊、計數器）：on、off 或 auto（最多 100,000 個鍵時為 on；預設）。',
    'Stream JSON, one object per line: progress while scanning, each primitive as soon as its state is read, coverage last.':
        '以流的方式輸出 JSON，每行一個物件：掃描時的進度、每個原語一讀到狀態就輸出、最後是覆蓋情況。',
    'Load the server at most this much: a share of one server core ("2%") or commands per second ("500/s"), or both ("2%,500/s"); says what it used.':
        '對伺服器的負載最多這麼多：一個伺服器核心的份額（"2%"）或每秒命令數（"500/s"），或兩者（"2%,500/s"）；會說明實際用了多少。',
    'inspect takes options only, not "%1"':
        'inspect 只接受選項，不接受“%1”',
    '--count is at most 100000 and --entries at most 10000':
        '--count 最多 100000，--entries 最多 10000',
    '--rule %1: %2':
        '--rule %1：%2',
    '--value-shapes is auto, on or off, not "%1"':
        '--value-shapes 是 auto、on 或 off，而不是“%1”',
    '--budget: ':
        '--budget：',
    '--json and --json-lines: choose one (--json-lines streams, --json prints one object at the end)':
        '--json 和 --json-lines：選一個（--json-lines 以流方式輸出，--json 在結束時輸出一個物件）',
    'scanned %1 keys of %2, stopped at --max-keys %3: there are more (leave --max-keys out to scan them all)':
        '掃描了 %2 個鍵中的 %1 個，在 --max-keys %3 處停止：還有更多（去掉 --max-keys 即可全部掃描）',
    'scanned the whole keyspace (%1 keys): %2 match %3':
        '掃描了整個鍵空間（%1 個鍵）：%2 個匹配 %3',
    'scanned the whole keyspace: %1 of %2 keys':
        '掃描了整個鍵空間：%2 個鍵中的 %1 個',
    '%1 keys no layout claims by name were not looked at by value (bare-name layouts: %2): --value-shapes on looks at them (%3)':
        '%1 個沒有佈局按名稱認領的鍵沒有按值檢視（裸名佈局：%2）：--value-shapes on 會檢視它們（%3）',
    "%1 is a cluster node: inspecting the cluster's %2 masters (cluster=no inspects this node alone)":
        '%1 是叢集節點：檢查叢集的 %2 個主節點（cluster=no 只檢查這一個節點）',
    '\n  on %1':
        '\n  在 %1 上',
    '\n  error: ':
        '\n  錯誤：',
    '%n primitive(s)':
        '%n 個原語',
    '%n unknown key(s)':
        '%n 個未知鍵',
    '%1 %2 keys%3':
        '%1 %2 個鍵%3',
    ' (not to the end)':
        ' （未到末尾）',
    'cluster: %1 masters scanned: %2':
        '叢集：掃描了 %1 個主節點：%2',
    '(not typed)':
        '（未檢視型別）',
    'unknown %1  %2  %3':
        '未知 %1  %2  %3',
    'used %1 % of a server core on average, %2 commands/s (budget %3; %4 commands in %5 s, %6 s of it waiting for the budget; server time estimated from round trips, an upper bound)':
        '平均使用了一個伺服器核心的 %1 %，每秒 %2 條命令（預算 %3；%5 秒內 %4 條命令，其中 %6 秒在等待預算；伺服器時間由往返時間估算，是上限）',
    '%1 %n key(s)':
        '%1 %n 個鍵',
    '%1 %n key(s), not to the end':
        '%1 %n 個鍵，未到末尾',
    '%1 of %Ln key(s)':
        '%1 / %Ln 個鍵',
    '%Ln key(s)':
        '%Ln 個鍵',
    'scanning: %1 of %Ln key(s) (%2 %)':
        '掃描中：%1 / %Ln 個鍵（%2 %）',
    'scanning: %Ln key(s) so far':
        '掃描中：目前 %Ln 個鍵',
    '%Ln key(s) that no layout claims by name were not looked at by value (%1). The Values box changes that.':
        '%Ln 個沒有佈局按名稱認領的鍵沒有按值檢視（%1）。“值”選項框可以改變這一點。',
    'stopped after %Ln key(s) this click: Scan more goes on':
        '這次點選在 %Ln 個鍵後停止：“繼續掃描”會接著進行',
    'unexpected reply to the %1 page':
        '對 %1 頁的意外回覆',
    'no preview for type %1':
        '型別 %1 沒有預覽',
    'more than':
        '多於',
    '--%1 must be a number %2, not "%3"':
        '--%1 必須是%2的數字，而不是“%3”',
    'from 0':
        '從 0 起',
    'above 0':
        '大於 0',
    'the %1 limiter needs --%2':
        '%1 限流器需要 --%2',
    '--%1 does not apply to the %2 limiter (it takes %3)':
        '--%1 不適用於 %2 限流器（它接受 %3）',
    '--capacity and --rate':
        '--capacity 和 --rate',
    '--limit, --period, --capacity':
        '--limit、--period、--capacity',
    '--limit and --period':
        '--limit 和 --period',
    'allowed: %1 of %2 remaining, full again in %3 ms':
        '允許：剩餘 %1 / %2，%3 ms 後再次充滿',
    'refused: a cost of %1 exceeds the limit %2 and will never be admitted':
        '拒絕：代價 %1 超過上限 %2，永遠不會被放行',
    'refused: retry in %1 ms (%2 of %3 remaining)':
        '拒絕：%1 ms 後重試（剩餘 %2 / %3）',
    '; level %1':
        '；水位 %1',
    '%1 of %2 remaining':
        '剩餘 %1 / %2',
    ', %1 in the window':
        '，視窗內 %1',
    ', level %1':
        '，水位 %1',
    ', no TAT (full)':
        '，無 TAT（已滿）',
    ', next admitted in %1 ms':
        '，下一個請求在 %1 ms 後放行',
    ', full again in %1 ms':
        '，%1 ms 後再次充滿',
    'Rate limiters: fixed window, sliding window, funnel, GCRA.':
        '限流器：固定視窗、滑動視窗、漏斗、GCRA。',
    'Limiter: %1 (default gcra).':
        '限流器：%1（預設 gcra）。',
    'Who is limited, e.g. user + action "alice:upload" (default "default").':
        '被限流的物件，例如使用者 + 操作 "alice:upload"（預設 "default"）。',
    'fixed, sliding, gcra: requests per period.':
        'fixed、sliding、gcra：每個週期的請求數。',
    'fixed, sliding, gcra: the period in milliseconds.':
        'fixed、sliding、gcra：週期，單位毫秒。',
    'funnel: its size; gcra: the burst, max_burst + 1 (0 or unset: --limit).':
        'funnel：它的容量；gcra：突發量，max_burst + 1（0 或未設定：--limit）。',
    'funnel: leak rate per second (may be fractional).':
        'funnel：每秒漏出速率（可以是小數）。',
    'hit: units this request takes (default 1).':
        'hit：這個請求佔用的單位數（預設 1）。',
    "Use this clock (ms since the epoch) instead of the server's TIME.":
        '使用這個時鐘（自紀元以來的毫秒數），而不是伺服器的 TIME。',
    'usage: limit hit|status NAME --kind KIND [options]':
        '用法：limit hit|status NAME --kind KIND [options]',
    'unknown limit action "%1" (hit, status)':
        '未知的 limit 操作“%1”（hit、status）',
    'unknown rate limiter kind "%1" (known: %2)':
        '未知的限流器型別“%1”（已知：%2）',
    '--cost is for hit, not status':
        '--cost 用於 hit，而不是 status',
    '%1 of %2 requests sent through %3 (%4) for %5: %6 admitted, %7 refused':
        '已透過 %3（%4）為 %5 傳送 %2 個請求中的 %1 個：放行 %6 個，拒絕 %7 個',
    'Demo data: %1 limiters, %2 subjects each (%3 requests admitted, %4 refused)':
        '演示資料：%1 個限流器，每個 %2 個主體（放行 %3 個請求，拒絕 %4 個）',
    'notify-keyspace-events was "%1", now "%2"':
        'notify-keyspace-events 原為“%1”，現在為“%2”',
    'not acquired: %1':
        '未取得到：%1',
    'acquired %1 token %2 ttl %3 ms':
        '已取得 %1 令牌 %2 ttl %3 ms',
    ' fencing %1':
        ' fencing %1',
    ' holds %1':
        ' 持有 %1 次',
    'lock ':
        '鎖 ',
    '--kind redlock needs --nodes URL,URL,...':
        '--kind redlock 需要 --nodes URL,URL,...',
    '--nodes: ':
        '--nodes：',
    '--nodes is for --kind redlock':
        '--nodes 用於 --kind redlock',
    '--clock-offset is for the clock-based kind getset':
        '--clock-offset 用於基於時鐘的 getset 型別',
    '--clock-offset must be a whole number of milliseconds (negative: behind), not "%1"':
        '--clock-offset 必須是整數毫秒（負數：落後），而不是“%1”',
    'release/extend of a reentrant lock needs --owner':
        '可重入鎖的 release/extend 需要 --owner',
    'release/extend needs --token (printed by acquire)':
        'release/extend 需要 --token（由 acquire 列印）',
    'Distributed locks: every variant, safe and unsafe.':
        '分散式鎖：每種變體，安全的和不安全的。',
    'Lock variant: %1, redlock (default token).':
        '鎖變體：%1、redlock（預設 token）。',
    'Lease in milliseconds (default 10000).':
        '租約，單位毫秒（預設 10000）。',
    'Keep trying to acquire this long (default 0: once).':
        '持續嘗試取得這麼長時間（預設 0：一次）。',
    'Owner id of a reentrant lock.':
        '可重入鎖的持有者 ID。',
    'Token to release or extend (printed by acquire; for getset, the expiry time it stored).':
        '要釋放或續約的令牌（由 acquire 列印；對 getset 是它存入的過期時間）。',
    'Redlock: the masters, as URLs separated by commas.':
        'Redlock：各主節點，用逗號分隔的 URL。',
    "getset: run this client's clock MS ahead (negative: behind).":
        'getset：讓這個客戶端的時鐘快 MS 毫秒（負數：慢）。',
    'acquire: hold the lock this long, release it, and print both times.':
        'acquire：持有鎖這麼長時間，然後釋放，並列印兩個時間。',
    'usage: lock acquire|release|extend|status NAME [options]':
        '用法：lock acquire|release|extend|status NAME [options]',
    'unknown lock action "%1" (acquire, release, extend, status)':
        '未知的 lock 操作“%1”（acquire、release、extend、status）',
    'held by %1, ttl %2 ms':
        '由 %1 持有，ttl %2 ms',
    '--hold %1 ms is longer than the lease (--ttl %2 ms) and nothing extends it: the lock expires while held, and its release finds it lost':
        '--hold %1 ms 比租約（--ttl %2 ms）長，而且沒有東西續約：鎖會在持有期間過期，釋放時會發現它已丟失',
    'node %1: %2':
        '節點 %1：%2',
    '; held %1 ms, %2':
        '；持有了 %1 ms，%2',
    'extended to %1 ms':
        '已續約到 %1 ms',
    'lost: ':
        '已丟失：',
    '%1 is held by someone else':
        '%1 被其他人持有',
    'holders above the limit not checked: the run gives no limit':
        '未檢查超過上限的持有者：這次執行沒有給出上限',
    '%n operation(s) failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1':
        '%n 個操作因錯誤而失敗，而不是得到回答（伺服器無法連線或拒絕了命令），未計入操作和等待；第一個：%1',
    '%1 in %2':
        '%2中有 %1',
    '%n overlapping hold(s)':
        '%n 次重疊持有',
    '%n grant(s)':
        '%n 次獲准',
    '%1; %2 grants before the cut, %3 refusals after it':
        '%1；切斷前 %2 次獲准，切斷後 %3 次拒絕',
    'the crash did not happen (the client never reached it)':
        '崩潰沒有發生（客戶端從未到達那一步）',
    'Naive lock, holder crashes':
        '樸素鎖，持有者崩潰',
    "The naive lock (SETNX and DEL) has no lease, so a holder that crashes never releases it: every later attempt waits and is refused for the rest of the run. The token lock's lease ends the same crash after its TTL.":
        '樸素鎖（SETNX 和 DEL）沒有租約，所以崩潰的持有者永遠不會釋放它：之後的每次嘗試都會等待並在本次執行剩餘時間內被拒絕。令牌鎖的租約會在 TTL 之後結束同樣的崩潰。',
    'no grant after the crash; every later attempt is refused':
        '崩潰後沒有任何獲准；之後的每次嘗試都被拒絕',
    "grants resume once the crashed holder's 300 ms lease has run out":
        '崩潰的持有者 300 ms 的租約到期後，獲准恢復',
    '%1 after the crash, %2':
        '崩潰後 %1，%2',
    '%n refusal(s)':
        '%n 次拒絕',
    'SETNX then EXPIRE, holder crashes between them':
        '先 SETNX 再 EXPIRE，持有者在兩者之間崩潰',
    'A holder that crashes after SETNX and before PEXPIRE leaves a lock with no TTL that nobody would ever release, until a waiter finds it (PTTL says -1) and sets the TTL itself. Grants stop for about a lease and then resume; SET NX PX has no such gap.':
        '在 SETNX 之後、PEXPIRE 之前崩潰的持有者會留下一個沒有 TTL、永遠無人釋放的鎖，直到某個等待者發現它（PTTL 返回 -1）並自己設定 TTL。獲准會停止大約一個租約的時間然後恢復；SET NX PX 沒有這樣的空檔。',
    'a stall of about the 500 ms lease after the crash, then grants again (a waiter repaired the TTL)':
        '崩潰後停頓約 500 ms 的租約時間，然後再次獲准（一個等待者修復了 TTL）',
    'the crash point does not exist (one command): no stall, no violation':
        '崩潰點不存在（只有一條命令）：沒有停頓，沒有違規',
    '%1, longest time without a grant %2 ms':
        '%1，最長無獲准時間 %2 ms',
    'a crash':
        '一次崩潰',
    'no crash':
        '沒有崩潰',
    'no grant for %1 ms after the crash, then %2':
        '崩潰後 %1 ms 沒有獲准，然後 %2',
    'GETSET lock under contention at expiry':
        '過期時競爭的 GETSET 鎖',
    "The GETSET lock keeps its expiry in the value, and a waiter that reads a past expiry takes the lock over even while its holder is still working: two holders (and the losing racer has overwritten the winner's expiry). The token lock with a watchdog renews the lease while the holder works.":
        'GETSET 鎖把過期時間存在值裡，讀到過去的過期時間的等待者會接管鎖，即使持有者仍在工作：兩個持有者（而且競爭失敗者覆蓋了勝者的過期時間）。帶看門狗的令牌鎖會在持有者工作期間續約租約。',
    'overlapping holds: holders working past their 300 ms expiry are taken over':
        '重疊持有：工作超過 300 ms 過期時間的持有者被接管',
    'no overlapping holds':
        '沒有重疊持有',
    'Token lock, holder paused past its TTL':
        '令牌鎖，持有者暫停超過其 TTL',
    "A holder stopped by a pause longer than its lease (a GC pause) wakes up believing it still holds the lock that another client now holds: two holders. A watchdog renewing from another thread keeps the lease alive through the pause, and fencing numbers let the protected resource refuse the stale holder's write.":
        '一個因暫停（GC 暫停）超過租約而停下的持有者醒來後，以為自己仍持有那把鎖，而另一個客戶端現在持有它：兩個持有者。從另一個執行緒續約的看門狗能讓租約在暫停期間保持有效，fencing 編號能讓受保護的資源拒絕過期持有者的寫入。',
    'overlapping holds':
        '重疊持有',
    'overlapping holds, each one caught by the fencing numbers (the stale write is refused)':
        '重疊持有，每一次都被 fencing 編號抓住（過期的寫入被拒絕）',
    'the pause did not happen':
        '暫停沒有發生',
    '%1, %2 caught by fencing':
        '%1，%2 被 fencing 抓住',
    "Basic semaphore, a client's clock runs behind":
        '基本信號量，某個客戶端的時鐘慢了',
    "The basic semaphore ranks holders by their own clocks' timestamps, so a client whose clock runs 400 ms behind ranks ahead of everyone and gets a permit even when all are taken: more holders than the limit. The fair semaphore ranks by a counter, so the skew gives that client no head start, and the lock-guarded and atomic ones also close the fair one's own race (INCR and ZADD in two round trips).":
        '基本信號量按持有者自己時鐘的時間戳排名，所以時鐘慢 400 ms 的客戶端排在所有人前面，即使許可都被佔用也能得到一個：持有者多於上限。公平信號量按計數器排名，所以時鐘偏差不會讓該客戶端搶先；加鎖保護的和原子的信號量還消除了公平信號量自身的競爭（INCR 和 ZADD 分兩次往返）。',
    "more holders than the 3 permits, and the skewed client 0 gets well over the others' share of grants":
        '持有者多於 3 個許可，時鐘偏差的客戶端 0 獲准的次數遠超其他客戶端的份額',
    "client 0 gets about the others' share of grants; the fair semaphore's own INCR/ZADD race may still exceed the limit":
        '客戶端 0 獲准的次數與其他客戶端相當；公平信號量自身的 INCR/ZADD 競爭仍可能超出上限',
    'never more than 3 holders':
        '從未超過 3 個持有者',
    '%1, at most %2 holders at once; client 0 got %3 grants, the others %4 on average':
        '%1，同時最多 %2 個持有者；客戶端 0 獲准 %3 次，其他客戶端平均 %4 次',
    '%n stretch(es) over the limit':
        '%n 次超出上限',
    'Master failover before replication':
        '複製完成前主節點故障轉移',
    'The replica is cut off, a client takes the lock on the master, and the replica is promoted without it, so another client takes the same lock on the new master: two holders. The replica-synced lock refuses a grant its replica did not acknowledge, and Redlock over 5 nodes keeps its majority when one node loses the lock, as long as that node stays down for a lease before it rejoins (the delayed restart Redlock prescribes).':
        '從節點被切斷，一個客戶端在主節點上取得了鎖，而從節點在沒有這把鎖的情況下被提升，於是另一個客戶端在新主節點上取得了同一把鎖：兩個持有者。複製同步鎖會拒絕從節點未確認的獲准；5 個節點上的 Redlock 在一個節點丟失鎖時仍保有多數，只要該節點在重新加入之前停機一個租約的時間（Redlock 規定的延遲重啟）。',
    'overlapping holds after the failover':
        '故障轉移後出現重疊持有',
    'grants while the replica acknowledges, refusals once it is cut off, no overlapping holds':
        '從節點確認時獲准，被切斷後拒絕，沒有重疊持有',
    'no overlapping holds: node 0 dies with the lock and rejoins empty one lease later':
        '沒有重疊持有：節點 0 帶著鎖宕機，一個租約之後以空資料重新加入',
    'Redlock with nodes stopped one by one':
        '逐個停止節點的 Redlock',
    'Redlock grants while a majority of its 5 nodes answers and refuses once only 2 are left. Its validity is the TTL minus the time the round took, so client 1, whose network adds 15 ms per command, gets less validity than client 0.':
        'Redlock 在其 5 個節點中多數應答時獲准，只剩 2 個時拒絕。它的有效期是 TTL 減去這一輪所用的時間，所以網路每條命令增加 15 ms 的客戶端 1 得到的有效期比客戶端 0 少。',
    "grants with 3 or more nodes up, none with 2; no overlapping holds; client 1's validity below client 0's":
        '3 個或更多節點線上時獲准，2 個時沒有獲准；沒有重疊持有；客戶端 1 的有效期低於客戶端 0',
    'the third node was not stopped':
        '第三個節點沒有被停止',
    '%1 grants before the third stop, %2 after; validity %3 ms (client 0) vs %4 ms (client 1, slow network)':
        '第三次停止前獲准 %1 次，之後 %2 次；有效期 %3 ms（客戶端 0）對 %4 ms（客戶端 1，慢網路）',
    'Delayed queue with 4 claimers':
        '有 4 個認領者的延遲佇列',
    "Four claimers poll one delayed queue, and the broken claim pushes the due items it read without checking that its ZREM removed them, so an item read by two claimers is pushed twice. The book's claim pushes only what its ZREM removed, and the atomic claim does it all in one script.":
        '四個認領者輪詢同一個延遲佇列，有缺陷的認領會推入它讀到的到期條目，而不檢查它的 ZREM 是否刪除了它們，所以被兩個認領者讀到的條目會被推入兩次。書中的認領只推入它的 ZREM 刪除了的條目，原子認領則在一個指令碼中完成這一切。',
    'items delivered twice':
        '條目被投遞了兩次',
    'no duplicates, nothing lost':
        '沒有重複，沒有丟失',
    '%1 items, %2 duplicate deliveries, %3 lost':
        '%1 個條目，%2 次重複投遞，丟失 %3 個',
    'Fixed vs sliding window at the window edge':
        '視窗邊緣的固定視窗與滑動視窗',
    'Callers burst from 100 ms before a window edge: the fixed window admits its 10 just before the edge and 10 more just after, 20 within 200 ms. The sliding window counts the last second wherever it ends, so it never admits more than 10 in any second.':
        '呼叫方從視窗邊緣前 100 ms 開始突發：固定視窗在邊緣之前放行 10 個，緊接著邊緣之後又放行 10 個，200 ms 內共 20 個。滑動視窗無論在哪裡結束都統計最近一秒，所以任何一秒內都不會放行超過 10 個。',
    "an over-admission: the fixed window's edge burst":
        '超額放行：固定視窗的邊緣突發',
    'no over-admission':
        '沒有超額放行',
    '%1 admitted, %2 limited, %3':
        '放行 %1，受限 %2，%3',
    '%n over-admission(s)':
        '%n 次超額放行',
    'Reliable queue, consumer crashes mid-item':
        '可靠佇列，消費者處理中途崩潰',
    "A consumer crashes while working on an item: the reliable queue kept the item in the consumer's processing list, and the reaper puts it back once the consumer's deadline passes. It is delivered again and nothing is lost, while the plain BLPOP queue loses it.":
        '消費者在處理條目時崩潰：可靠佇列把該條目保留在消費者的處理列表中，消費者的期限過後，回收器把它放回佇列。它被再次投遞，沒有丟失；而普通的 BLPOP 佇列會丟失它。',
    "the crashed consumer's item is lost":
        '崩潰的消費者的條目丟失了',
    'the item is redelivered; none lost, none delivered twice':
        '條目被重新投遞；沒有丟失，沒有重複投遞',
    '%1 items, %2 redelivered, %3 lost, %4 delivered twice':
        '%1 個條目，重新投遞 %2 個，丟失 %3 個，重複投遞 %4 個',
    'Cluster master killed before its replica has the lock':
        '叢集主節點在其從節點拿到鎖之前被殺死',
    "On a Redis Cluster, the replica of the master that serves the lock's slot is cut off, a client takes the lock, and the master is killed: the cluster promotes the replica without the lock, and another client takes it there while the first still holds it. The WAIT-synced lock refuses every grant no replica acknowledged instead; the fencing counter lives in the same slot, so it loses its increments too and hands the second holder the first one's number: the stale holder's write is accepted.":
        '在 Redis 叢集上，服務鎖所在槽的主節點的從節點被切斷，一個客戶端取得了鎖，然後主節點被殺死：叢集在沒有這把鎖的情況下提升了從節點，另一個客戶端在那裡取得了它，而第一個客戶端仍持有它。WAIT 同步鎖則會拒絕每一次沒有從節點確認的獲准；fencing 計數器位於同一個槽中，所以它的自增也丟失了，並把第一個持有者的編號發給了第二個持有者：過期持有者的寫入被接受。',
    'overlapping holds after the cluster promoted the replica':
        '叢集提升從節點後出現重疊持有',
    'grants while the replicas acknowledge, refusals once they are cut off, no overlapping holds':
        '從節點確認時獲准，被切斷後拒絕，沒有重疊持有',
    "overlapping holds with the same fencing number: the counter's increment was lost with the master, so the stale holder's write is accepted":
        '重疊持有且 fencing 編號相同：計數器的自增隨主節點一起丟失，所以過期持有者的寫入被接受',
    'the master was not killed':
        '主節點沒有被殺死',
    '%1, %2 with the same fencing number on both holders':
        '%1，其中 %2 次兩個持有者的 fencing 編號相同',
    'Queue and semaphore through a slot migration':
        '槽遷移中的佇列和信號量',
    "On a Redis Cluster, the slot of the primitive's keys migrates to another master while clients use it: its keys move one MIGRATE at a time, commands are redirected (ASK) or told to try again (TRYAGAIN) meanwhile, then the new master serves the slot. The reliable queue loses and duplicates nothing, and the semaphore never grants more permits than its limit.":
        '在 Redis 叢集上，原語的鍵所在的槽在客戶端使用期間遷移到另一個主節點：它的鍵每次一個 MIGRATE 地移動，期間命令被重定向 (ASK) 或被告知重試 (TRYAGAIN)，然後由新主節點服務該槽。可靠佇列不丟失也不重複任何東西，信號量發出的許可從不超過上限。',
    'no item lost, none delivered twice, deliveries after the migration':
        '沒有條目丟失，沒有重複投遞，遷移後仍有投遞',
    'never more holders than the limit, grants after the migration':
        '持有者從不多於上限，遷移後仍有獲准',
    'the migration did not happen':
        '遷移沒有發生',
    '%1 items, %2 lost, %3 delivered twice, %4 deliveries after the migration':
        '%1 個條目，丟失 %2 個，重複投遞 %3 個，遷移後投遞 %4 次',
    '%1, at most %2 holders at once, %3 grants after the migration':
        '%1，同時最多 %2 個持有者，遷移後獲准 %3 次',
    'Sentinel promotes a replica that never saw the lock':
        '哨兵提升了一個從未見過這把鎖的從節點',
    'Three sentinels watch a master and 2 replicas; the replicas are cut off, a client takes the lock through the sentinels, and the master is killed: the sentinels promote a replica without the lock and the other clients, following them, take it while the first still holds it. Jepsen found the same in 2013 (acknowledged writes lost in a Sentinel failover: replication is asynchronous); the WAIT-synced lock refuses while no replica acknowledges, and fencing numbers catch the stale holder once the new master has handed out a higher one.':
        '三個哨兵監視一個主節點和 2 個從節點；從節點被切斷，一個客戶端透過哨兵取得了鎖，然後主節點被殺死：哨兵提升了一個沒有這把鎖的從節點，其他客戶端跟隨哨兵，在第一個客戶端仍持有鎖時取得了它。Jepsen 在 2013 年發現了同樣的問題（哨兵故障轉移中丟失已確認的寫入：複製是非同步的）；WAIT 同步鎖在沒有從節點確認時拒絕，fencing 編號在新主節點發出更高的編號後能抓住過期持有者。',
    'overlapping holds after the sentinels promoted a replica':
        '哨兵提升從節點後出現重疊持有',
    'refusals while the replicas are cut off, grants again once the sentinels promoted one and the other follows it, no overlapping holds':
        '從節點被切斷時拒絕，哨兵提升一個從節點、另一個跟隨它之後再次獲准，沒有重疊持有',
    "overlapping holds; the first new holder gets the stale holder's number again (the increment was lost with the master), a later one a higher number, which catches the stale holder: its fenced write is refused":
        '重疊持有；第一個新持有者再次得到過期持有者的編號（自增隨主節點丟失），之後的持有者得到更高的編號，它能抓住過期持有者：其帶 fencing 的寫入被拒絕',
    'the sentinels promoted no replica within the run':
        '本次執行期間哨兵沒有提升任何從節點',
    '%1; %2 refusals and %3 grants while the replicas were cut off, %4 grants after the promotion':
        '%1；從節點被切斷期間拒絕 %2 次、獲准 %3 次，提升後獲准 %4 次',
    '%1, %2 the fencing numbers would catch, %3':
        '%1，fencing 編號能抓住 %2，%3',
    '%n stale write(s) refused':
        '%n 次過期寫入被拒絕',
    '%n operation(s) failed':
        '%n 次操作失敗',
    '; %n event(s), %1 ops/s, %2.':
        '；%n 個事件，%1 操作/秒，%2。',
    '%n operation(s) failed: %1.':
        '%n 次操作失敗：%1。',
    'STRLEN/GETRANGE: unexpected reply':
        'STRLEN/GETRANGE：意外的回覆',
    'HSCAN: expected [cursor, [field, value, ...]]':
        'HSCAN：預期 [cursor, [field, value, ...]]',
    'HSCAN: expected field/value pairs':
        'HSCAN：預期欄位/值對',
    'ZRANGE: expected member/score pairs':
        'ZRANGE：預期成員/分數對',
    'value shapes %1 (a probe of %2 keys)':
        '值形態 %1（探測了 %2 個鍵）',
    'not a number':
        '不是數字',
    'value shapes %1 (asked for)':
        '值形態 %1（按要求）',
    "value shapes on: DBSIZE refused (%1), the keyspace's size unknown":
        '值形態開啟：DBSIZE 被拒絕（%1），鍵空間大小未知',
    'value shapes %1: %2 keys (DBSIZE) is %3 %4':
        '值形態 %1：%2 個鍵 (DBSIZE) %3 %4',
    'SCAN: expected [cursor, [keys]]':
        'SCAN：預期 [cursor, [keys]]',
    'SCAN: cursor is not a number':
        'SCAN：遊標不是數字',
    'TYPE/PTTL: unexpected reply':
        'TYPE/PTTL：意外的回覆',
    'scanCount must be at least 1, not %1':
        'scanCount 至少為 1，而不是 %1',
    'maxKeys must be at least 1, not %1':
        'maxKeys 至少為 1，而不是 %1',
    'the discovery is finished':
        '發現已完成',
    'expected %1 replies, got %2':
        '預期 %1 個回覆，收到 %2 個',
    'SCAN on %1: %2':
        '%1 上的 SCAN：%2',
    '%n entry(s)':
        '%n 個條目',
    '%1: unexpected reply %2':
        '%1：意外的回覆 %2',
    'expected member/score pairs':
        '預期成員/分數對',
    'a score that is not a number':
        '分數不是數字',
    'expected [cursor, [...]]':
        '預期 [cursor, [...]]',
    'showing %1 of %2 "%3" keys':
        '顯示 %2 個“%3”鍵中的 %1 個',
    'showing %1 of %2 %3 of %4':
        '顯示 %2 個%3中的 %1 個，屬於 %4',
    '%1 does not exist: not held':
        '%1 不存在：未被持有',
    '%1 vanished (emptied or deleted)':
        '%1 已消失（被清空或刪除）',
    '%1 vanished':
        '%1 已消失',
    '%1 is now a %2, not a %3: not read':
        '%1 現在是 %2，而不是 %3：未讀取',
    '%1 (a %2) met WRONGTYPE: not read as a %3':
        '%1（%2）遇到 WRONGTYPE：未按 %3 讀取',
    "the holder's value is %1 bytes; showing %2":
        '持有者的值有 %1 位元組；顯示 %2',
    'expired by the time in its value %1 ms ago; not taken over yet':
        '按其值中的時間已於 %1 ms 前過期；尚未被接管',
    'mode: %1':
        '模式：%1',
    'no holders are recorded by this layout':
        '此佈局不記錄持有者',
    'showing %1 of %2 ready items':
        '顯示 %2 個就緒條目中的 %1 個',
    'dead jobs':
        '失敗的任務',
    "consumer %1's deadline passed %2 ms ago":
        '消費者 %1 的期限已過去 %2 ms',
    'settings: %1':
        '設定：%1',
    'oldest %1 ms ago, newest %2 ms ago':
        '最早的 %1 ms 前，最新的 %2 ms 前',
    '%1: estimate stale (changed since the last PFCOUNT; not recounted, PFCOUNT would write)':
        '%1：估計值已過時（自上次 PFCOUNT 後有變化；未重新計數，因為 PFCOUNT 會寫入）',
    'no keys to read':
        '沒有要讀取的鍵',
    'the read is finished':
        '讀取已完成',
    'INFO: expected text, got %1':
        'INFO：預期文字，收到 %1',
    'INFO server has no server_time_usec (Redis < 5?)':
        'INFO server 沒有 server_time_usec（Redis < 5？）',
    'INFO server: server_time_usec is not a number':
        'INFO server：server_time_usec 不是數字',
    'unknown queue action "%1" (%2)':
        '未知的 queue 操作“%1”（%2）',
    'unknown queue kind "%1" (known: %2)':
        '未知的佇列型別“%1”（已知：%2）',
    'queue %1 is for --kind reliable only':
        'queue %1 僅用於 --kind reliable',
    '--priority is for queue push --kind priority':
        '--priority 用於 queue push --kind priority',
    '--priority: ':
        '--priority：',
    '--wait is for queue pop':
        '--wait 用於 queue pop',
    '--wait: ':
        '--wait：',
    '--visibility: ':
        '--visibility：',
    '--visibility is not for queue %1: every consumer is judged by its own deadline (its last pop, ack or nack plus its own --visibility)':
        '--visibility 不適用於 queue %1：每個消費者按它自己的期限判斷（它上次 pop、ack 或 nack 的時間加上它自己的 --visibility）',
    "--visibility is for the reliable queue's pop, ack and nack":
        '--visibility 用於可靠佇列的 pop、ack 和 nack',
    "--consumer is for the reliable queue's pop, ack and nack":
        '--consumer 用於可靠佇列的 pop、ack 和 nack',
    '--consumer: ':
        '--consumer：',
    'pushed %1, %2 ready at %3 priority':
        '已推入 %1，%3 優先順序就緒 %2 個',
    'nothing within %1 ms':
        '%1 ms 內沒有任何條目',
    '(empty: nothing within %1 ms)':
        '（空：%1 ms 內沒有任何條目）',
    '%1; an item may have been moved to %2 with the reply lost: pop again with --consumer %3 to be given it, or it returns to the queue when its %4 ms visibility ends':
        '%1；某個條目可能已被移到 %2 而回復丟失了：用 --consumer %3 再次 pop 即可拿到它，或者在它的 %4 ms 可見性逾時結束後它會回到佇列',
    '\t(consumer %1: ack or nack it)':
        '\t（消費者 %1：請 ack 或 nack 它）',
    'requeued at the head':
        '已重新放回隊首',
    'not in flight: ':
        '不在處理中：',
    'deadline in %1 ms':
        '期限還有 %1 ms',
    'deadline passed %1 ms ago (stale: the reaper requeues its items)':
        '期限已過去 %1 ms（已過期：回收器會把它的條目放回佇列）',
    '%1 ready (%2), %3 in flight at %4 consumers':
        '就緒 %1（%2），%4 個消費者處理中 %3',
    '  %1 in flight %2, %3':
        '  %1 處理中 %2，%3',
    'requeued %1 items of %2 dead consumers%3':
        '已把 %2 個失效消費者的 %1 個條目放回佇列%3',
    ' (more left: run again)':
        ' （還有剩餘：請再執行一次）',
    ' (more in flight)':
        ' （還有更多在處理中）',
    'Task queues: FIFO, priority, reliable (ack, nack, reaper).':
        '任務佇列：FIFO、優先順序、可靠（ack、nack、回收器）。',
    'Queue variant: %1 (default fifo). fifo and reliable share the list; ack and nack are reliable only.':
        '佇列變體：%1（預設 fifo）。fifo 和 reliable 共用列表；ack 和 nack 只用於 reliable。',
    'push --kind priority: %1 (default normal).':
        'push --kind priority：%1（預設 normal）。',
    'pop: block up to this long for an item (default 0: do not block).':
        'pop：最多阻塞這麼長時間等待條目（預設 0：不阻塞）。',
    'reliable pop, ack, nack: the consumer id (pop makes one up and prints it when not given).':
        '可靠佇列的 pop、ack、nack：消費者 ID（未給出時 pop 會生成一個並打印出來）。',
    "reliable pop, ack, nack: the consumer's visibility timeout: its deadline becomes now + this, and once the deadline passes, reap requeues its items (default %1).":
        '可靠佇列的 pop、ack、nack：消費者的可見性逾時：它的期限變為現在 + 此值，期限過後，reap 會把它的條目放回佇列（預設 %1）。',
    '%n contact(s)':
        '%n 個聯絡人',
    'maxSteps must be at least 1, not %1':
        'maxSteps 至少為 1，而不是 %1',
    'the read did not finish in %1 steps':
        '讀取沒有在 %1 步內完成',
    '%1  %2  ttl %3  %4':
        '%1  %2  ttl %3  %4',
    '%1 bytes':
        '%1 位元組',
    'size unknown':
        '大小未知',
    'Browse keys with SCAN (never KEYS): type, TTL, memory; read-only.':
        '用 SCAN（從不用 KEYS）瀏覽鍵：型別、TTL、記憶體；唯讀。',
    'Only keys of this type: string, list, set, zset, hash or stream (SCAN TYPE).':
        '只看此型別的鍵：string、list、set、zset、hash 或 stream（SCAN TYPE）。',
    'Keys the server looks at per SCAN (default 100).':
        '伺服器每次 SCAN 檢視的鍵數（預設 100）。',
    'Stop after at least N keys; the cursor printed resumes (default: the whole keyspace).':
        '至少 N 個鍵後停止；打印出的遊標可用來繼續（預設：整個鍵空間）。',
    'Resume from this cursor (printed by an earlier scan).':
        '從這個遊標繼續（由之前的 scan 列印）。',
    'Do not ask MEMORY USAGE.':
        '不請求 MEMORY USAGE。',
    'scan takes options only, not "%1"':
        'scan 只接受選項，不接受“%1”',
    '--count is too large: %1':
        '--count 太大：%1',
    '--cursor must be a cursor printed by scan (a whole number), not "%1"':
        '--cursor 必須是 scan 列印的遊標（整數），而不是“%1”',
    '--type "%1" is not a Redis type: one of %2':
        '--type“%1”不是 Redis 型別：應為 %2 之一',
    '(%n key(s); scan complete)':
        '（%n 個鍵；掃描完成）',
    '(%n key(s); resume with --cursor %1)':
        '（%n 個鍵；用 --cursor %1 繼續）',
    'acquired holder %1 rank %2 of limit %3, lease %4 ms':
        '已取得，持有者 %1，排名 %2，上限 %3，租約 %4 ms',
    ' counter %1':
        ' 計數器 %1',
    '%1 of %2 permits free':
        '%2 個許可中 %1 個空閒',
    ' age %1 ms':
        ' 時長 %1 ms',
    ' lease left %1 ms':
        ' 租約剩餘 %1 ms',
    ' (expired)':
        ' （已過期）',
    '--clock-offset is for the clock-based kinds basic, fair and locked, not %1':
        '--clock-offset 用於基於時鐘的型別 basic、fair 和 locked，而不是 %1',
    'release/refresh needs --holder ID (printed by acquire)':
        'release/refresh 需要 --holder ID（由 acquire 列印）',
    '--hold %1 ms is longer than the lease (--lease %2 ms) and nothing refreshes it: the permit expires while held':
        '--hold %1 ms 比租約（--lease %2 ms）長，而且沒有東西續約：許可會在持有期間過期',
    'Counting semaphores: every variant, clock-based and safe.':
        '計數信號量：每種變體，基於時鐘的和安全的。',
    'Semaphore variant: %1 (default atomic).':
        '信號量變體：%1（預設 atomic）。',
    'Number of permits (acquire, status).':
        '許可數（acquire、status）。',
    'Lease in milliseconds (default 10000); for refresh, the new lease.':
        '租約，單位毫秒（預設 10000）；對 refresh 是新的租約。',
    'refresh: the lease the permit was acquired with (default 10000).':
        'refresh：取得許可時使用的租約（預設 10000）。',
    'acquire: hold the permit this long, release it, and print both times.':
        'acquire：持有許可這麼長時間，然後釋放，並列印兩個時間。',
    'Holder id to release or refresh (printed by acquire).':
        '要釋放或續約的持有者 ID（由 acquire 列印）。',
    "basic, fair, locked: run this client's clock MS ahead (negative: behind).":
        'basic、fair、locked：讓這個客戶端的時鐘快 MS 毫秒（負數：慢）。',
    'usage: semaphore acquire|release|refresh|status NAME --limit N [options]':
        '用法：semaphore acquire|release|refresh|status NAME --limit N [options]',
    'unknown semaphore action "%1" (acquire, release, refresh, status)':
        '未知的 semaphore 操作“%1”（acquire、release、refresh、status）',
    'semaphore %1 needs --limit N':
        'semaphore %1 需要 --limit N',
    '--limit is too large: %1':
        '--limit 太大：%1',
    'refreshed to %1 ms':
        '已續約到 %1 ms',
    'demo semaphore %1 refused a permit: %2':
        '演示信號量 %1 拒絕了一個許可：%2',
    'CoordScope holds no %1 permit on %2 to release':
        'CoordScope 在 %2 上沒有持有可釋放的 %1 許可',
    '%1 · %n member(s)':
        '%1 · %n 個成員',
    'Check that the server answers, and how fast.':
        '檢查伺服器是否應答，以及有多快。',
    "Show the server's INFO (all of it, or one section).":
        '顯示伺服器的 INFO（全部，或一個部分）。',
    "Show a Redis Cluster's masters, their slots, keys and replicas.":
        '顯示 Redis 叢集的主節點、它們的槽、鍵和從節點。',
    'Show what the sentinels of a redis+sentinel:// URL say: the master, its replicas and their lag, the other sentinels, the quorum.':
        '顯示 redis+sentinel:// URL 的哨兵報告的內容：主節點、它的從節點及其延遲、其他哨兵、法定人數。',
    'the server has no INFO section "%1"':
        '伺服器沒有 INFO 部分“%1”',
    'cluster takes no arguments, not "%1"':
        'cluster 不接受引數，不接受“%1”',
    'cluster=no: this connection does not treat %1 as a cluster':
        'cluster=no：此連線不把 %1 當作叢集',
    '%1 is not a cluster node (INFO cluster: cluster_enabled is not 1)':
        '%1 不是叢集節點（INFO cluster：cluster_enabled 不是 1）',
    'cluster_state %1 · %2 masters · %3 of 16384 slots served':
        'cluster_state %1 · %2 個主節點 · 服務了 16384 個槽中的 %3 個',
    'master %1  %2  slots %3 (%4)  %5':
        '主節點 %1  %2  槽 %3（%4）  %5',
    'keys unknown: ':
        '鍵數未知：',
    '  replica %1  %2%3':
        '  從節點 %1  %2%3',
    'sentinel takes no arguments, not "%1"':
        'sentinel 不接受引數，不接受“%1”',
    'lag unknown':
        '延遲未知',
    'lag %1 B':
        '延遲 %1 B',
    'master "%1" %2  %3  (sentinel %4)':
        '主節點“%1” %2  %3  （哨兵 %4）',
    'quorum %1: %2':
        '法定人數 %1：%2',
    '  replica %1  %2  link %3  offset %4  %5':
        '  從節點 %1  %2  連結 %3  偏移量 %4  %5',
    '  sentinel %1  %2':
        '  哨兵 %1  %2',
    'cluster · %n master(s)':
        '叢集 · %n 個主節點',
    '--%1 must be a whole number from %2 to %3, not %4':
        '--%1 必須是 %2 到 %3 之間的整數，而不是 %4',
    '--seconds must be a number of seconds above 0 and at most %1 (decimals allowed, e.g. 1.5), not %2':
        '--seconds 必須是大於 0、最多 %1 的秒數（可以有小數，例如 1.5），而不是 %2',
    'unknown scenario %1 (known: %2)':
        '未知的情境 %1（已知：%2）',
    "--%1 is for custom runs (--primitive); a scenario's case decides it: pick one with --kind (cases of %2: %3)":
        '--%1 用於自定義執行（--primitive）；情境的案例決定了它：用 --kind 選擇一個（%2 的案例：%3）',
    'scenario %1 has no case %2 (cases: %3)':
        '情境 %1 沒有案例 %2（案例：%3）',
    '--primitive must be one of lock, semaphore, queue, delayed-queue, rate-limiter, not %1':
        '--primitive 必須是 lock、semaphore、queue、delayed-queue、rate-limiter 之一，而不是 %1',
    '--kind must be a variant of %1: %2%3':
        '--kind 必須是 %1 的變體：%2%3',
    '--nodes, --replicated, --cluster and --sentinel are different layouts: give one':
        '--nodes、--replicated、--cluster 和 --sentinel 是不同的佈局：只給一個',
    '--kind redlock runs on servers the playground starts: add --nodes N (e.g. 5)':
        '--kind redlock 執行在演練場啟動的伺服器上：請加上 --nodes N（例如 5）',
    '--kind synced needs a replica: add --replicated (or --cluster, --sentinel)':
        '--kind synced 需要一個從節點：請加上 --replicated（或 --cluster、--sentinel）',
    'the lock kinds token, fenced and synced':
        '鎖型別 token、fenced 和 synced',
    '--kind fenced, the lock with fencing numbers':
        '--kind fenced，帶 fencing 編號的鎖',
    'give --scenario or --primitive, not both':
        '給出 --scenario 或 --primitive，不要同時給出',
    'give --scenario NAME|NUMBER, --primitive P --kind VARIANT, or --list':
        '給出 --scenario NAME|NUMBER、--primitive P --kind VARIANT，或 --list',
    'semaphores and rate limiters':
        '信號量和限流器',
    'rate limiters':
        '限流器',
    'queues and delayed queues':
        '佇列和延遲佇列',
    "--name must not contain ':'":
        "--name 不能包含 ':'",
    '--client %1: starts with a client number from 0 to %2 and a colon, e.g. 0:hold=500':
        '--client %1：以 0 到 %2 的客戶端編號和一個冒號開頭，例如 0:hold=500',
    '--fault %1: needs a replica the playground starts (--replicated%2)':
        '--fault %1：需要演練場啟動的從節點（--replicated%2）',
    ', --cluster or --sentinel':
        '、--cluster 或 --sentinel',
    '--fault %1: server faults need servers the playground starts itself (--nodes N, --replicated or --cluster), never a server you connected to':
        '--fault %1：伺服器故障需要演練場自己啟動的伺服器（--nodes N、--replicated 或 --cluster），絕不能是你連線的伺服器',
    "this run uses servers the playground starts itself (--nodes, --replicated, --cluster or the scenario's layout): leave out --url":
        '這次執行使用演練場自己啟動的伺服器（--nodes、--replicated、--cluster 或情境的佈局）：請去掉 --url',
    '   --kind %1 (%2%3): %4':
        '   --kind %1（%2%3）：%4',
    ', the default':
        '，預設',
    '%1 independent redis-servers the playground started (and stopped)':
        '演練場啟動（並停止）的 %1 個獨立 redis-server',
    'a master and a replica the playground started (and stopped)':
        '演練場啟動（並停止）的一個主節點和一個從節點',
    'a Redis Cluster of 3 masters and 3 replicas the playground started (and stopped)':
        '演練場啟動（並停止）的 3 主 3 從 Redis 叢集',
    'a master, 2 replicas and 3 sentinels the playground started (and stopped)':
        '演練場啟動（並停止）的一個主節點、2 個從節點和 3 個哨兵',
    'a private redis-server (stopped afterwards)':
        '一個私有的 redis-server（之後停止）',
    "Playground: simulated clients, faults and the safety checker's report (on a private redis-server unless --url is given). Exit 4: inconclusive, too many operations failed with an error.":
        '演練場：模擬客戶端、故障和安全性檢查器的報告（除非給出 --url，否則在私有 redis-server 上）。退出碼 4：結論不可靠，太多操作因錯誤而失敗。',
    'Re-check a playground history saved by simulate --history (no server needed). A history cut short (no trailer) or changed (trailer does not match) is refused with exit 1; exit 4: inconclusive, as for simulate.':
        '重新檢查 simulate --history 儲存的演練場歷史（不需要伺服器）。被截斷（沒有尾部）或被改動（尾部不匹配）的歷史會被拒絕，退出碼 1；退出碼 4：結論不可靠，同 simulate。',
    'List the scenarios, their cases and what each shows.':
        '列出情境、它們的案例以及每個展示的內容。',
    "Run a scenario (see --list). --kind picks its case (default: the first, unsafe one); --seed, --clients, --seconds, --hold, --think, --ttl, --wait, --limit, --window, --producers, --subjects, --name, --distinct-names change its values and --fault adds to its faults; --primitive, --watchdog, --fenced, --nodes and --replicated are its case's to decide.":
        '執行一個情境（見 --list）。--kind 選擇它的案例（預設：第一個，不安全的那個）；--seed、--clients、--seconds、--hold、--think、--ttl、--wait、--limit、--window、--producers、--subjects、--name、--distinct-names 改變它的取值，--fault 增加它的故障；--primitive、--watchdog、--fenced、--nodes 和 --replicated 由它的案例決定。',
    'A custom run: lock, semaphore, queue, delayed-queue or rate-limiter (with --kind).':
        '自定義執行：lock、semaphore、queue、delayed-queue 或 rate-limiter（配合 --kind）。',
    "The scenario's case, or the primitive's variant.":
        '情境的案例，或原語的變體。',
    'Random seed (default 1).':
        '隨機種子（預設 1）。',
    "Simulated clients, 1 to 256 (default 4, or the scenario's).":
        '模擬客戶端數，1 到 256（預設 4，或情境的取值）。',
    "How long the run lasts, e.g. 1.5 (default 3, or the scenario's).":
        '執行持續多久，例如 1.5（預設 3，或情境的取值）。',
    'A fault, repeatable: KIND[@TIME][,key=value...], kinds %1; keys client, node, for, by, p, step. E.g. crash@1s,client=0 or pause@500ms,client=1,for=1500ms or server-stop@2s,node=0 (server faults need --nodes or --replicated).':
        '一個故障，可重複：KIND[@TIME][,key=value...]，型別 %1；鍵 client、node、for、by、p、step。例如 crash@1s,client=0 或 pause@500ms,client=1,for=1500ms 或 server-stop@2s,node=0（伺服器故障需要 --nodes 或 --replicated）。',
    'Time a grant is held (the work), ms: 30 or 20-80.':
        '一次獲准後持有的時間（工作），ms：30 或 20-80。',
    "One client's own parameters, repeatable: N:KEY=VALUE,... with keys hold, think (ms or MIN-MAX), ttl, wait, retry (ms), watchdog, fenced. E.g. 2:hold=500,ttl=200. The other clients keep the run's.":
        '某個客戶端的自有引數，可重複：N:KEY=VALUE,...，鍵為 hold、think（ms 或 MIN-MAX）、ttl、wait、retry（ms）、watchdog、fenced。例如 2:hold=500,ttl=200。其他客戶端沿用本次執行的引數。',
    'Time between two operations, ms: 5 or 0-10.':
        '兩次操作之間的時間，ms：5 或 0-10。',
    "Lease of a lock or permit, a queue's visibility (ms).":
        '鎖或許可的租約、佇列的可見性逾時（ms）。',
    'How long one acquire keeps trying (ms).':
        '一次取得持續嘗試多長時間（ms）。',
    'Semaphore permits; limiter admissions per window.':
        '信號量的許可數；限流器每個視窗的放行數。',
    'Rate limiter window (ms).':
        '限流器視窗（ms）。',
    'Queues: clients that produce (the rest consume).':
        '佇列：生產的客戶端數（其餘的消費）。',
    'Rate limiters: subjects hit, each limited on its own.':
        '限流器：被請求的主體數，每個各自限流。',
    "The primitive's name (default playground). With --url (or $COORDSCOPE_URL) the run uses that server: it first deletes the keys of this name under the prefix and then writes only those. Without, it runs on a private redis-server it starts and stops.":
        '原語的名稱（預設 playground）。給出 --url（或 $COORDSCOPE_URL）時，執行使用那個伺服器：先刪除字首下這個名稱的鍵，然後只寫這些鍵。沒有時，它在自己啟動和停止的私有 redis-server 上執行。',
    'Locks: one lock name per client.':
        '鎖：每個客戶端一個鎖名稱。',
    'Locks token, fenced, synced: renew while held.':
        '鎖 token、fenced、synced：持有期間續約。',
    'Lock fenced: write the fencing number to a resource.':
        '鎖 fenced：把 fencing 編號寫入一個資源。',
    'Run on N independent servers the playground starts (Redlock, server faults).':
        '在演練場啟動的 N 個獨立伺服器上執行（Redlock、伺服器故障）。',
    'Run on a master and a replica the playground starts (synced, replication-pause, failover).':
        '在演練場啟動的一個主節點和一個從節點上執行（synced、replication-pause、failover）。',
    'Run on a Redis Cluster of 3 masters and 3 replicas the playground starts (server-stop of a master, replication-pause, cluster-failover, slot-migration).':
        '在演練場啟動的 3 主 3 從 Redis 叢集上執行（主節點的 server-stop、replication-pause、cluster-failover、slot-migration）。',
    'Run on a master, 2 replicas and 3 sentinels the playground starts; clients find the master through the sentinels (synced, server-stop or a pause of the master, replication-pause).':
        '在演練場啟動的一個主節點、2 個從節點和 3 個哨兵上執行；客戶端透過哨兵找到主節點（synced、主節點的 server-stop 或暫停、replication-pause）。',
    "Save the run's history: JSON Lines (check reads it), CSV when FILE ends in .csv. If it cannot be written, the report still prints, the history goes to a file in the temporary directory (named on stderr) and the exit status is 1.":
        '儲存執行的歷史：JSON Lines（check 讀取它），FILE 以 .csv 結尾時為 CSV。如果無法寫入，報告照常列印，歷史會寫到臨時目錄中的一個檔案（檔名列印在 stderr 上），退出狀態為 1。',
    'Check a history that was cut short or changed (its trailer missing or not matching) as far as it goes; the report says it is partial.':
        '檢查被截斷或被改動的歷史（尾部缺失或不匹配），能檢查多少算多少；報告會說明它是部分的。',
    'simulate takes no arguments, only options (got %1)':
        'simulate 不接受引數，只接受選項（收到了 %1）',
    '--list runs nothing: leave out --scenario and --primitive':
        '--list 不執行任何東西：請去掉 --scenario 和 --primitive',
    'the playground writes (its clients take locks, push items...): it does not run in read-only mode':
        '演練場會寫入（它的客戶端取得鎖、推入條目……）：它不在唯讀模式下執行',
    'could not start a private redis-server (%1); give --url to run on a server of yours':
        '無法啟動私有 redis-server（%1）；給出 --url 以在你的伺服器上執行',
    '%1: the run was stopped early, as its time would end it: its clients released what they held':
        '%1：執行被提前停止，就像時間到了一樣：它的客戶端釋放了所持有的',
    '--history: %1; the history could not be saved elsewhere either':
        '--history：%1；歷史也無法儲存到別處',
    '--history: %1; the history was saved to %2 instead':
        '--history：%1；歷史改為儲存到 %2',
    'usage: check [--allow-partial] HISTORY.jsonl':
        '用法：check [--allow-partial] HISTORY.jsonl',
    "variant %1 is none of scenario %2's cases (%3)":
        '變體 %1 不是情境 %2 的任何案例（%3）',
    'variant %1 runs in cases %2 of scenario %3 and the history does not say which':
        '變體 %1 出現在情境 %3 的案例 %2 中，而歷史沒有說明是哪一個',
    ' and ':
        ' 和 ',
    'scenario %1 %2: %3':
        '情境 %1 %2：%3',
    'case %1 (%2): %3 %4':
        '案例 %1（%2）：%3 %4',
    'case unknown: %1 %2':
        '案例未知：%1 %2',
    'custom run: %1 %2':
        '自定義執行：%1 %2',
    "scenario %1 (not one of the playground's): %2 %3":
        '情境 %1（不是演練場的情境）：%2 %3',
    'PARTIAL history (%1): checked only what is there':
        '部分歷史（%1）：只檢查了已有的部分',
    'clients %1, %2 s':
        '客戶端 %1，%2 秒',
    'operations %1 (%2), grants %3 (%4)':
        '操作 %1（%2），獲准 %3（%4）',
    'waits: no attempts recorded':
        '等待：沒有記錄到嘗試',
    'waits of %1 granted attempts: p50 %2, p99 %3, max %4; refused %5, waiting at end %6':
        '%1 次獲准嘗試的等待：p50 %2，p99 %3，最大 %4；拒絕 %5，結束時仍在等待 %6',
    'fairness: Jain index %1, %2 overtakes':
        '公平性：Jain 指數 %1，%2 次超車',
    'holders: at most %1 at once':
        '持有者：同時最多 %1 個',
    'items: %1 enqueued, %2 delivered (%3 deliveries, %4 redelivered), %5 acked, %6 duplicates, %7 lost':
        '條目：入隊 %1，已投遞 %2（投遞 %3 次，重新投遞 %4 次），確認 %5，重複 %6，丟失 %7',
    'hits: %1 admitted, %2 limited':
        '請求：放行 %1，受限 %2',
    'faults: %1':
        '故障：%1',
    '  ... and %1 more':
        '  ……還有 %1 個',
    'violations: none':
        '違規：無',
    'violations: %1 (%2)':
        '違規：%1（%2）',
    '  ... and %1 more (--json lists up to %2 of each kind)':
        '  ……還有 %1 個（--json 每種最多列出 %2 個）',
    'as expected: ':
        '符合預期：',
    'NOT as expected: ':
        '不符合預期：',
    "(%1 changed the scenario's values; it expects this for its own)":
        '（%1 改變了情境的取值；情境對它自己的取值才有這個預期）',
    '%1 must be a whole number in [%2, %3], not "%4"':
        '%1 必須是 [%2, %3] 內的整數，而不是“%4”',
    '%1 must be a number, not "%2"':
        '%1 必須是數字，而不是“%2”',
    '--bit needs a range: START END':
        '--bit 需要一個範圍：START END',
    'a range is START END (both, inclusive)':
        '範圍是 START END（兩者都要，包含端點）',
    'argument %1 ("%2") is not valid UTF-8':
        '引數 %1（“%2”）不是有效的 UTF-8',
    'the value of --%1 is not valid UTF-8':
        '--%1 的值不是有效的 UTF-8',
    'Bitmaps: SETBIT, GETBIT, BITCOUNT, BITPOS (byte or --bit ranges).':
        '點陣圖：SETBIT、GETBIT、BITCOUNT、BITPOS（位元組或 --bit 範圍）。',
    'count/pos: START END are bits, not bytes.':
        'count/pos：START END 是位，而不是位元組。',
    'HyperLogLog: PFADD, PFCOUNT (of a union), PFMERGE; 0.81% error.':
        'HyperLogLog：PFADD、PFCOUNT（可對並集）、PFMERGE；誤差 0.81%。',
    'Bloom filters on a plain bitmap: --capacity N --error-rate P.':
        '基於普通點陣圖的布隆過濾器：--capacity N --error-rate P。',
    'create: expected number of items.':
        'create：預期的條目數。',
    'create: target false-positive rate, in (0, 1).':
        'create：目標誤判率，在 (0, 1) 之間。',
    'Geo: GEOADD, GEOSEARCH by --radius or --width/--height, GEODIST.':
        'Geo：GEOADD、按 --radius 或 --width/--height 的 GEOSEARCH、GEODIST。',
    'search: radius in metres.':
        'search：半徑，單位米。',
    'search: box width in metres.':
        'search：矩形寬度，單位米。',
    'search: box height in metres.':
        'search：矩形高度，單位米。',
    'search: at most N places (default: all).':
        'search：最多 N 個地點（預設：全部）。',
    'the bit value':
        '位的值',
    'bit %1 = %2 (was %3)':
        '位 %1 = %2（原為 %3）',
    'merged; count %1':
        '已合併；計數 %1',
    'bloom create needs --capacity N and --error-rate P':
        'bloom create 需要 --capacity N 和 --error-rate P',
    '--capacity and --error-rate are for bloom create (the filter keeps its own)':
        '--capacity 和 --error-rate 用於 bloom create（過濾器保留自己的取值）',
    'm=%1 bits (%2 bytes), k=%3, capacity %4, error rate %5':
        'm=%1 位（%2 位元組），k=%3，容量 %4，誤判率 %5',
    'created: ':
        '已建立：',
    'exists: ':
        '已存在：',
    '; %1 bits set, about %2 items':
        '；已置位 %1 位，約 %2 個條目',
    'already present (probably)':
        '已存在（很可能）',
    '%1 new of %2':
        '%2 箇中 %1 個是新的',
    'unknown (a member is missing)':
        '未知（缺少一個成員）',
    'geo search needs --radius M, or --width M and --height M':
        'geo search 需要 --radius M，或 --width M 和 --height M',
    '--limit is too large':
        '--limit 太大',
    '--%1 must be a positive number of metres, not %2':
        '--%1 必須是以米為單位的正數，而不是 %2',
    'user rule ':
        '使用者規則 ',
    'user rule (GUI settings, or --rule on the command line)':
        '使用者規則（GUI 設定，或命令列上的 --rule）',
    'rule "%1": %2 (write GLOB=KIND, e.g. "jobs:*:lock=lock")':
        '規則“%1”：%2（寫成 GLOB=KIND，例如 "jobs:*:lock=lock"）',
    "no '='":
        "沒有 '='",
    "the glob before '=' is empty":
        "'=' 前的 glob 為空",
    'unknown kind "%1"; kinds: %2':
        '未知的型別“%1”；型別：%2',
    'the glob is not valid':
        'glob 無效',
    'over-admission not checked: the run gives no limit and window':
        '未檢查超額放行：這次執行沒有給出上限和視窗',
    'over-admission not checked for %1: its burst allowance is not in the run':
        '未檢查 %1 的超額放行：它的突發配額不在這次執行中',
    '"%1" admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6':
        '“%1”在 %3 ms 內（從 %4 起）放行了 %2 個（上限每 %3 ms %5 個）%6',
    ": a fixed window's edge burst":
        '：固定視窗的邊緣突發',
    '%1 (fencing %2) held "%3" from %4 to %5 while %6 (fencing %7) held it from %8 to %9; %10':
        '%1（fencing %2）從 %4 到 %5 持有“%3”，而 %6（fencing %7）從 %8 到 %9 也持有它；%10',
    "fencing would reject %1's late writes":
        'fencing 會拒絕 %1 遲到的寫入',
    'fencing would not catch it':
        'fencing 抓不住它',
    'item "%1" of "%2" delivered again to %3 at %4 (delivery %5) while an earlier delivery was live or acked':
        '“%2”的條目“%1”在 %4 再次投遞給 %3（第 %5 次投遞），而之前的投遞仍有效或已確認',
    'item "%1" of "%2" enqueued at %3 was never delivered':
        '“%2”的條目“%1”在 %3 入隊，但從未被投遞',
    'item "%1" of "%2" enqueued at %3 was delivered %4 time(s), each to a consumer that crashed or lost it':
        '“%2”的條目“%1”在 %3 入隊，被投遞了 %4 次，每次都交給了崩潰或丟失它的消費者',
    '%1 %2 violations, the first %3 listed':
        '%1 次 %2 違規，列出了前 %3 個',
    'client %1':
        '客戶端 %1',
    'Connect to URL instead of starting a sandbox (read-only unless the URL says read_only=no).':
        '連線到 URL，而不是啟動沙盒（除非 URL 中有 read_only=no，否則唯讀）。',
    'Start without a sandbox redis-server.':
        '啟動時不啟動沙盒 redis-server。',
    'Save a PNG of the window to FILE, then quit.':
        '把視窗的 PNG 儲存到 FILE，然後退出。',
    'Wait MS milliseconds before the screenshot (default 2000).':
        '截圖前等待 MS 毫秒（預設 2000）。',
    "On the sandbox, load every view's demo data, save a PNG of each tab in DIR, then quit.":
        '在沙盒上載入每個檢視的演示資料，把每個標籤頁的 PNG 儲存到 DIR，然後退出。',
    'Show the tab of this title at start (Cluster).':
        '啟動時顯示這個標題的標籤頁（按介面語言中的標題，例如 Cluster）。',
    "Window size for --screenshot and --tour, WIDTHxHEIGHT (default: the window's own, 1400x900).":
        '--screenshot 和 --tour 的視窗大小，WIDTHxHEIGHT（預設：視窗自己的，1400x900）。',
    'Use a dark palette (Fusion style), as a dark desktop theme would: to see or take screenshots of the dark look.':
        '使用深色調色盤（Fusion 風格），如同深色桌面主題：用於檢視深色外觀或為其截圖。',
    'Inspector and playground for Redis coordination primitives.':
        'Redis 協調原語的檢查器和演練場。',
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
        '  失敗',
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
        '%1 有 %n 個持有者欄位: 請用 --expect 指明是哪一個',
    'SCAN: unexpected reply':
        'SCAN: 意外的回覆',
    'more than %1 subjects: reset them in parts with --subject':
        '超過 %1 個主體: 請用 --subject 分批重置',
    'warning: %1':
        '警告: %1',
    'commands:':
        '命令:',
    '%1.lua:':
        '%1.lua:',
    'Act on a lock, semaphore, schedule, queue or limiter the inspector shows, only if it still holds what you saw; prints the commands and sends them with --yes.':
        '對檢查器顯示的鎖、信號量、排程、佇列或限流器執行操作, 僅當它仍是你看到的狀態時才執行; 先列印命令, 加 --yes 才傳送。',
    'The token, owner or member you saw; without it the current one is read, printed and acted on.':
        '你看到的令牌、持有者或成員; 不給出時讀取當前值, 打印出來並據此操作。',
    'run-now, postpone, delete-item, requeue: the scheduled item (member or id) or the item in flight.':
        'run-now, postpone, delete-item, requeue: 已排程的項 (成員或 id) 或處理中的項。',
    "reset-limit: the subject (a CoordScope limiter's, a Redisson client's).":
        'reset-limit: 主體 (CoordScope 限流器的主體, 或 Redisson 的客戶端)。',
    'set-ttl: the new lease; postpone: from now (milliseconds).':
        'set-ttl: 新的租約; postpone: 從現在起推遲 (毫秒)。',
    'evict-holder: every expired holder; requeue, delete-item: every item of the consumer; reset-limit: every subject of the limiter.':
        'evict-holder: 所有已過期的持有者; requeue, delete-item: 該消費者的所有項; reset-limit: 該限流器的所有主體。',
    'Send the commands (without it they are printed and nothing is sent).':
        '傳送這些命令 (不加時只打印, 不傳送任何命令)。',
    'operate ACTION KEY (ACTION: %1)':
        'operate ACTION KEY (ACTION: %1)',
    'unknown action "%1" (%2)':
        '未知的操作 "%1" (%2)',
    '%1 needs --ttl MS':
        '%1 需要 --ttl MS',
    'operate --yes writes, and read-only mode refuses it; nothing was sent (without --yes it prints the commands)':
        'operate --yes 會寫入, 唯讀模式拒絕了它; 沒有傳送任何命令 (不加 --yes 時只打印命令)',
    '%1 does not exist (any more): nothing was done':
        '%1 (已) 不存在: 什麼也沒做',
    'no layout the inspector knows claims %1 (a %2): nothing to operate on':
        '檢查器已知的佈局都不認領 %1 (%2 型別): 無可操作',
    '%1 is not offered for %2, the %3 key of a %4 (%5)':
        '%2 不提供 %1 操作, 它是 %4 的 %3 鍵 (%5)',
    'held now by %1 (read; --expect to name the holder you saw)':
        '當前持有者為 %1 (已讀取; 用 --expect 指明你看到的持有者)',
    '%n holder(s) expired':
        '%n 個持有者已過期',
    "--subject is for a Redisson rate limiter; name a CoordScope limiter's subject by its key":
        '--subject 用於 Redisson 限流器; CoordScope 限流器的主體請用它的鍵指明',
    'Nothing sent: add --yes to send these commands.':
        '沒有傳送: 加 --yes 才會傳送這些命令。',
    'Break lock':
        '強制解鎖',
    'Change lease':
        '修改租約',
    'Evict holder':
        '驅逐持有者',
    'Run now':
        '立即執行',
    'Postpone':
        '推遲',
    'Delete item':
        '刪除項',
    'Requeue':
        '重新入隊',
    'Reset limit':
        '重置限流',
    '%1 replies to %2 commands':
        '%2 條命令收到 %1 個回覆',
    'UNLINK: expected an integer':
        'UNLINK: 應為整數',
    'Reset %n key(s) of %1':
        '已重置 %1 的 %n 個鍵',
    "Nothing to reset: the limiter's keys of %1 were already gone":
        '無需重置: %1 的限流器鍵已不存在',
    '%1: expected {code, ...}, got %2':
        '%1: 應為 {code, ...}, 實際為 %2',
    'nothing done: %1 holds another type now (%2)':
        '什麼也沒做: %1 現在是另一種型別 (%2)',
    'Nothing done: %1 is no longer held (the key is gone)':
        '什麼也沒做: %1 已不再被持有 (鍵已不存在)',
    'Nothing done: the holder is no longer in %1':
        '什麼也沒做: 該持有者已不在 %1 中',
    'Nothing done: the item is no longer in flight in %1':
        '什麼也沒做: 該項已不在 %1 的處理中列表裡',
    'Nothing done: the item is no longer scheduled in %1':
        '什麼也沒做: 該項已不在 %1 的排程中',
    'Nothing done: the consumer is alive (its deadline is %1 ms since the epoch); requeueing its item would deliver it twice':
        '什麼也沒做: 該消費者仍然存活 (截止時間為紀元起 %1 ms); 把它的項重新入隊會導致投遞兩次',
    'Nothing done: %1 is now held by %2, not by %3':
        '什麼也沒做: %1 現在由 %2 持有, 而不是 %3',
    'Broke %1 (it was held by %2)':
        '已強制解鎖 %1 (原持有者為 %2)',
    'Set the lease of %1 to %2 ms':
        '已將 %1 的租約設為 %2 ms',
    'Evicted %n holder(s) from %1':
        '已從 %1 驅逐 %n 個持有者',
    "Moved the item to %1's ready list":
        '已將該項移到就緒列表 %1',
    'Postponed the item by %1 ms from now':
        '已將該項推遲到從現在起 %1 ms 後',
    'Deleted %n item(s) from %1':
        '已從 %1 刪除 %n 個項',
    'Requeued %n item(s) onto %1':
        '已將 %n 個項重新放入 %1',
    '%1 is not offered for %2 (%3): %4':
        '%2 (%3) 不提供 %1 操作: %4',
    'on a cluster the keys %1 and %2 are in different slots, so no one script can act on both atomically; nothing was sent':
        '在叢集上鍵 %1 和 %2 位於不同的槽, 沒有一個指令碼能原子地同時操作它們; 沒有傳送任何命令',
    "say which holder you saw: the lock's token or owner (--expect)":
        '請指明你看到的持有者: 鎖的令牌或持有者 (--expect)',
    'set-ttl needs the new lease in milliseconds (--ttl), more than 0':
        'set-ttl 需要以毫秒錶示的新租約 (--ttl), 且大於 0',
    'no lock key to act on':
        '沒有可操作的鎖鍵',
    'Set the lease of %1 to %2 ms if it is still held by %3':
        '若 %1 仍由 %3 持有, 將其租約設為 %2 ms',
    'Delete %1 if it is still held by %2':
        '若 %1 仍由 %2 持有, 刪除它',
    "the getset lock's expiry is its value, not a TTL; it has none to change":
        'getset 鎖的過期時間是它的值, 而不是 TTL; 沒有可修改的租約',
    ', and wake its first waiter':
        ', 並喚醒第一個等待者',
    'This lock hands out fencing numbers: a holder that stalled may still write after the lock is broken, and the resource is protected only if it checks the number it is given against the highest it has seen.':
        '這個鎖會發放柵欄令牌 (fencing token): 一個卡住的持有者在鎖被強制解除後仍可能寫入, 只有當資源拿收到的編號與它見過的最大編號比較時, 資源才受到保護。',
    'A Redlock lock lives on several servers: this acts on this server only. The holder keeps the lock while a majority of servers still hold it.':
        'Redlock 鎖存在於多個伺服器上: 這裡只操作這一個伺服器。只要多數伺服器仍持有它, 持有者就仍持有這把鎖。',
    'its key does not start with lock:':
        '它的鍵不以 lock: 開頭',
    ', and signal its waiters as its release does':
        ', 並像它的釋放那樣通知等待者',
    'Delete %1 whatever its hold count if %2 still owns it, and wake its waiters':
        '若 %2 仍持有 %1, 不論其重入次數都刪除它, 並喚醒等待者',
    "Delete %1 whatever its hold count if %2 still owns it, and publish Redisson's unlock message to its waiters":
        '若 %2 仍持有 %1, 不論其重入次數都刪除它, 並向等待者釋出 Redisson 的解鎖訊息',
    "Redisson's watchdog renews the lock while its owner's process runs: break it only if that process is gone.":
        'Redisson 的看門狗會在持有者程序執行期間不斷續約: 只有在該程序已不在時才強制解鎖。',
    'a Redisson fair lock is handed to the first waiter of its queue on release; acting on it here would skip that hand-over':
        'Redisson 公平鎖在釋放時交給其佇列中的第一個等待者; 在這裡操作會跳過這次交接',
    "a read-write lock's read holds each keep a lease key of their own; removing one correctly needs Redisson's own bookkeeping":
        '讀寫鎖的每個讀持有都有自己的租約鍵; 要正確移除需要 Redisson 自己的記賬',
    'a BullMQ job lock belongs to the worker running the job; without it the job is seen as stalled and moved back by BullMQ itself':
        'BullMQ 任務鎖屬於正在執行該任務的 worker; 沒有它, 任務會被視為停滯並由 BullMQ 自己移回',
    'it is not a lock':
        '它不是鎖',
    'no holders key to act on':
        '沒有可操作的持有者鍵',
    'no holder has expired: nothing to evict':
        '沒有持有者過期: 無需驅逐',
    'say which holder to evict (--member)':
        '請指明要驅逐的持有者 (--member)',
    '%1 holders at once: at most %2 in one step':
        '一次 %1 個持有者: 每步最多 %2 個',
    'Remove holder %1 from %2 if it is still there':
        '若持有者 %1 仍在 %2 中, 移除它',
    'Remove the %n expired holder(s) listed from %1 if they are still there':
        '若列出的 %n 個過期持有者仍在 %1 中, 移除它們',
    ' (from the fair order too, with its lease; the counter is left alone), and wake the waiters':
        ' (同時從公平順序中移除, 連同其租約; 計數器保持不變), 並喚醒等待者',
    " (and from its :owner set, as the book's release does)":
        ' (並像書中的釋放那樣從 :owner 集合中移除)',
    ", give the permit back to %1 and notify waiters, as Redisson's release does":
        ', 像 Redisson 的釋放那樣把許可還給 %1 並通知等待者',
    'it is not a semaphore whose holders are understood':
        '它不是能理解其持有者的信號量',
    'say which scheduled item (--item)':
        '請指明已排程的項 (--item)',
    'postpone needs how long from now in milliseconds (--ttl), more than 0':
        'postpone 需要從現在起推遲的毫秒數 (--ttl), 且大於 0',
    'no schedule key to act on':
        '沒有可操作的排程鍵',
    'its scores are not seconds or milliseconds':
        '它的分數不是秒或毫秒',
    'Schedule %1 of %2 %3 ms from now if it is still scheduled':
        '若 %2 中的 %1 仍在排程中, 將其排程到從現在起 %3 ms 後',
    'Delete %1 from %2 if it is still scheduled':
        '若 %1 仍在 %2 的排程中, 刪除它',
    "Move %1 from %2 to the end of %3 with its payload, as the queue's claim does, if it is still scheduled":
        '若 %1 仍在排程中, 像佇列的認領那樣把它連同載荷從 %2 移到 %3 的末尾',
    'the job has no "queue": it is not a Sidekiq job':
        '該任務沒有 "queue": 它不是 Sidekiq 任務',
    "Move the job %1 (%2) from %3 to the front of %4 stamped enqueued_at now, and add %5 to %6, as Sidekiq's poller does, if it is still there":
        '若任務 %1 (%2) 仍在 %3 中, 像 Sidekiq 的輪詢器那樣把它移到 %4 的前端, enqueued_at 記為現在, 並把 %5 加入 %6',
    'the item is not [id, queue, name, args]':
        '該項不是 [id, queue, name, args]',
    "Move %1 from %2 to the end of %3, as the book's poll_queue() does, if it is still scheduled":
        '若 %1 仍在排程中, 像書中的 poll_queue() 那樣把它從 %2 移到 %3 的末尾',
    "Move %1 from %2 to the end of %3 (its value unpacked) and drop it from %4, as Redisson's transfer task does, if it is still scheduled":
        '若 %1 仍在排程中, 像 Redisson 的轉移任務那樣把它從 %2 移到 %3 的末尾 (解包出值), 並從 %4 中刪除',
    ' (and from %1)':
        ' (並從 %1 中刪除)',
    'a schedule of unknown make has no ready list CoordScope knows':
        '來源不明的排程沒有 CoordScope 知道的就緒列表',
    'it is not a schedule whose items are understood':
        '它不是能理解其項的排程',
    "only CoordScope's reliable queue is understood":
        '只理解 CoordScope 的可靠佇列',
    "name the consumer's processing list (…:processing:<consumer>)":
        '請指明消費者的處理中列表 (…:processing:<consumer>)',
    'say which item (--item), or every item of the consumer (--all)':
        '請指明是哪一項 (--item), 或該消費者的所有項 (--all)',
    'Move every item of consumer %1 back to the head of %2 if the consumer is dead':
        '若消費者 %1 已死亡, 把它的所有項移回 %2 的頭部',
    'Delete every item in flight of consumer %1 if the consumer is dead':
        '若消費者 %1 已死亡, 刪除它所有處理中的項',
    'Move %1 from %2 back to the head of %3 if consumer %4 is dead':
        '若消費者 %4 已死亡, 把 %1 從 %2 移回 %3 的頭部',
    'Delete %1 from %2 if consumer %3 is dead':
        '若消費者 %3 已死亡, 從 %2 刪除 %1',
    'it is not a rate limiter CoordScope understands':
        '它不是 CoordScope 能理解的限流器',
    'no subject to reset':
        '沒有要重置的主體',
    'Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh':
        '刪除 %1 的 %n 個主體的計數 (UNLINK), 讓它們重新開始',
    'the %1 key of a %2 has no such action (docs/inspector.md lists the actions of each library)':
        '%2 的 %1 鍵沒有這個操作 (docs/inspector.md 列出了每個庫的操作)',
    'unknown action':
        '未知的操作',
    # Operator actions in the Inspector (issue 24): ui/inspector/.
    'operator action':
        '運維操作',
    'Act':
        '操作',
    '&Break lock…':
        '強制解鎖(&B)…',
    'Change &lease…':
        '修改租約(&L)…',
    'Evict every e&xpired holder…':
        '驅逐所有過期的持有者(&X)…',
    '&Evict holder…':
        '驅逐持有者(&E)…',
    '&Run now…':
        '立即執行(&R)…',
    '&Postpone…':
        '推遲(&P)…',
    "Delete the consumer's items in &flight…":
        '刪除該消費者處理中的項(&F)…',
    '&Delete item…':
        '刪除項(&D)…',
    "Re&queue the consumer's items…":
        '將該消費者的項重新入隊(&Q)…',
    'Reset every &subject…':
        '重置所有主體(&S)…',
    'Reset &limit of the subject…':
        '重置該主體的限流(&L)…',
    'Select a primitive first':
        '請先選擇一個原語',
    'The lock is not held now':
        '該鎖當前未被持有',
    'No holder shown has expired':
        '顯示的持有者都沒有過期',
    'Select the holders to evict in the entries table':
        '請在條目表中選擇要驅逐的持有者',
    "Select a consumer's processing list in the keys table":
        '請在鍵表中選擇一個消費者的處理中列表',
    'Select one scheduled item in the entries table':
        '請在條目表中選擇一個已排程的項',
    'No subject is shown':
        '沒有顯示任何主體',
    'Select the subjects to reset in the entries table':
        '請在條目表中選擇要重置的主體',
    '%1 has no key for this action':
        '%1 沒有適用於此操作的鍵',
    'Not offered for %1 (%2): docs/inspector.md says which actions each library has, and why':
        '%1 (%2) 不提供此操作: docs/inspector.md 說明了每個庫有哪些操作及原因',
    'Read-only mode: operator actions write. Turn it off in the Connection menu to act.':
        '唯讀模式: 運維操作會寫入。請在“連線”選單中關閉唯讀模式後再操作。',
    'Read-only mode: nothing was sent':
        '唯讀模式: 沒有傳送任何命令',
    'Not done: %1':
        '未完成: %1',
    'Act on the selection: break a lock, evict a holder, run a job now, reset a limit. Each shows the exact commands first.':
        '對所選內容執行操作: 強制解鎖、驅逐持有者、立即執行任務、重置限流。每個操作都會先顯示確切的命令。',
    '%1: check before it runs':
        '%1: 執行前請確認',
    'Due in:':
        '到期時間 (從現在起):',
    'New lease:':
        '新的租約:',
    'Commands, sent exactly as shown when you go on:':
        '命令 (繼續後將按所示原樣傳送):',
    'Show script':
        '顯示指令碼',
    'Keys it may write: %1':
        '可能寫入的鍵: %1',
    'Show script (%1.lua)':
        '顯示指令碼 (%1.lua)',
    # BullMQ operations (issue 24)
    'nothing done: %1':
        '什麼也沒做: %1',
    "Nothing done: the job's lock is held by %1, so its worker is alive; requeueing it would run it twice":
        '什麼也沒做: 該任務的鎖由 %1 持有, 表示它的工作程序仍然存活; 重新入隊會導致它被執行兩次',
    'the queue has none of the keys only BullMQ writes (events, meta, marker): it may be a Bull 3 queue, whose jobs move otherwise':
        '該佇列沒有只有 BullMQ 才寫的鍵 (events, meta, marker): 它可能是 Bull 3 的佇列, 其任務的移動方式不同',
    "Bull 3 moves its jobs with scripts of its own (a paused queue's jobs go to its paused list, waiting workers are told by PUBLISH, priorities are kept in the wait list's order): BullMQ's steps would not keep its invariants":
        'Bull 3 用它自己的指令碼移動任務 (暫停佇列的任務進入其 paused 列表, 透過 PUBLISH 通知等待的工作程序, 優先順序保存在 wait 列表的順序中): 按 BullMQ 的步驟操作無法維持它的不變式',
    'a BullMQ queue offers run-now, postpone and delete-item on its delayed jobs and requeue on a stalled active job':
        'BullMQ 佇列對延遲任務提供 run-now, postpone 和 delete-item, 對停滯的活動任務提供 requeue',
    "name the queue's %1 key (…:%1)":
        '請指明佇列的 %1 鍵 (…:%1)',
    'say which job, by its id (--item)':
        '請用任務 id 指明是哪個任務 (--item)',
    'Promote job %1 of queue %2 as BullMQ\'s Job.promote() does, if it is still delayed: out of %3 into %4 (or %5 when it has a priority), the marker set unless the queue is paused or at its concurrency, a "waiting" event, its delay 0':
        '若佇列 %2 的任務 %1 仍處於延遲狀態, 像 BullMQ 的 Job.promote() 那樣提升它: 從 %3 移入 %4 (有優先順序時移入 %5), 除非佇列已暫停或已達並行上限否則設定 marker, 發出 "waiting" 事件, 其 delay 設為 0',
    'Delay job %1 of queue %2 to %3 ms from now as BullMQ\'s Job.changeDelay() does, if it is still delayed: its score in %4, its delay, a "delayed" event and the marker\'s next due time':
        '若佇列 %2 的任務 %1 仍處於延遲狀態, 像 BullMQ 的 Job.changeDelay() 那樣把它延後到從現在起 %3 ms: 更新它在 %4 中的分數和它的 delay, 發出 "delayed" 事件, 更新 marker 的下一個到期時間',
    'Remove job %1 of queue %2 as BullMQ\'s Job.remove() does, if it is still delayed and has no parent, no children, no lock and no job scheduler: out of %3, its hash and logs deleted (and its deduplication key if it holds it), a "removed" event':
        '若佇列 %2 的任務 %1 仍處於延遲狀態且沒有父任務, 子任務, 鎖和任務排程器, 像 BullMQ 的 Job.remove() 那樣刪除它: 從 %3 移除, 刪除它的雜湊和日誌 (以及它持有的去重鍵), 發出 "removed" 事件',
    'Move job %1 of queue %2 from %3 back to the head of %4 as BullMQ\'s stalled-job check does, if its lock %5 is gone (its worker is dead): its stalled count plus one, "waiting" and "stalled" events':
        '若任務的鎖 %5 已不存在 (它的工作程序已死亡), 像 BullMQ 的停滯任務檢查那樣把佇列 %2 的任務 %1 從 %3 移回 %4 的頭部: 停滯計數加一, 發出 "waiting" 和 "stalled" 事件',
    # The console (issue 24): ui/console/, core/client/.
    'type a command':
        '請輸入命令',
    "%1 would take over the console's connection; use redis-cli for it":
        '%1 會佔用控制檯的連線; 請用 redis-cli 執行它',
    'a timeout of 0 waits for ever; give it a timeout in seconds (the console waits at most a few)':
        '逾時為 0 會永遠等待; 請給出以秒為單位的逾時 (控制檯最多等待幾秒)',
    'BLOCK 0 waits for ever; give it a timeout in ms':
        'BLOCK 0 會永遠等待; 請給出以毫秒為單位的逾時',
    'KEYS walks every key in one go and blocks the server meanwhile (on a big production server, for seconds). SCAN does the same in small steps. Send KEYS anyway?':
        'KEYS 一次遍歷所有鍵, 期間會阻塞伺服器 (在大型生產伺服器上可達數秒)。SCAN 以小步完成同樣的事。仍要傳送 KEYS 嗎?',
    '%1 deletes every key of %2. Send it?':
        '%1 會刪除%2的所有鍵。要傳送嗎?',
    'every database':
        '所有資料庫',
    'this database':
        '當前資料庫',
    'SHUTDOWN stops the server. Send it?':
        'SHUTDOWN 會停止伺服器。要傳送嗎?',
    '%1 changes how the server runs, for every client. Send it?':
        '%1 會改變伺服器對所有客戶端的執行方式。要傳送嗎?',
    'console':
        '控制檯',
    'Type a Redis command below, e.g. SET lock:x token NX PX 30000, and press Enter. Quote as in redis-cli; Up and Down go through the history, Tab completes.':
        '在下方輸入 Redis 命令, 例如 SET lock:x token NX PX 30000, 然後按 Enter。引號用法與 redis-cli 相同; 上下方向鍵瀏覽歷史, Tab 補全。',
    'a Redis command':
        '一條 Redis 命令',
    ' (read-only)':
        ' (唯讀)',
    'Read the command names':
        '讀取命令名',
    '(refused) %1':
        '(已拒絕) %1',
    'Console':
        '控制檯',
    '(not sent)':
        '(未傳送)',
    '(error) not connected: nothing was sent':
        '(error) 未連線: 沒有傳送任何命令',
    '(not sent: the connection changed)':
        '(未傳送: 連線已改變)',
    '(%1 ms)':
        '(%1 ms)',
    'Type Redis commands; the views pick up what they change (Ctrl+`)':
        '輸入 Redis 命令; 各檢視會顯示它們所做的改變 (Ctrl+`)',
    '… %1 more elements not shown':
        '… 還有 %1 個元素未顯示',
    'unbalanced double quote (opened at character %1)':
        '雙引號不成對 (在第 %1 個字元處開始)',
    'a closing quote must be followed by a space (character %1)':
        '閉合引號後面必須是空格 (第 %1 個字元)',
    'unbalanced single quote (opened at character %1)':
        '單引號不成對 (在第 %1 個字元處開始)',
    # Permit leases (issue 24).
    'evict-holder: the holder to evict; set-ttl: the holder whose lease to change.':
        'evict-holder: 要驅逐的持有者; set-ttl: 要修改其租約的持有者。',
    'Select one holder in the members table':
        '請在成員表中選擇一個持有者',
    'Nothing done: the holder no longer holds a permit of %1':
        '什麼也沒做: 該持有者已不再持有 %1 的許可',
    "Nothing done: the holder's score in %1 is not an expiry to come (%2): its permit expired, or this kind keeps no lease":
        '什麼也沒做: 該持有者在 %1 中的分數不是未來的過期時間 (%2): 它的許可已過期, 或這種信號量不儲存租約',
    "say which holder's lease to change (--member)":
        '請指明要修改哪個持有者的租約 (--member)',
    'Set the lease of holder %1 of %2 to %3 ms if it still holds a permit':
        '若持有者 %1 仍持有 %2 的許可, 將其租約設為 %3 ms',
    " (the atomic semaphore's expiry; the basic, fair and locked kinds score acquire times, and are left alone)":
        ' (原子信號量的過期時間; 基本、公平和加鎖信號量的分數是取得時間, 不作改動)',
    "its holders' leases are not kept in Redis":
        '它的持有者的租約不儲存在 Redis 中',
    # Requeue one item in flight (issue 24).
    'Requeue one &item in flight…':
        '將一個處理中的項重新入隊(&I)…',
    'Select a processing or active list in the keys table':
        '請在鍵表中選擇一個處理中列表或 active 列表',
    'Read the items in flight':
        '讀取處理中的項',
    'Requeue one item':
        '重新入隊一個項',
    "The item to put back (the list's first 200 at most):":
        '要放回的項 (最多顯示列表的前 200 個):',
    'Nothing in flight in %1':
        '%1 中沒有處理中的項',
    'Not read: %1':
        '未讀取: %1',
    # The console's waits (issue 24).
    "%1 s is past the connection's command timeout (%2 ms), which would drop it mid-wait; wait less":
        '%1 秒超過了連線的命令逾時 (%2 ms), 等待中連線會被斷開; 請等待更短的時間',
    "BLOCK %1 is past the connection's command timeout (%2 ms), which would drop it mid-wait":
        'BLOCK %1 超過了連線的命令逾時 (%2 ms), 等待中連線會被斷開',
}
