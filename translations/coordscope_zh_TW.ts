<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About CoordScope</source>
        <translation>關於 CoordScope</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
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
        <translation>找不到（沙盒需要 redis-server）</translation>
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
        <translation>基於 Redis 建構的協調原語的檢查器與演練場。</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（建置時為 %2）</translation>
    </message>
    <message>
        <source>hiredis</source>
        <translation>hiredis</translation>
    </message>
    <message>
        <source>Redis server</source>
        <translation>Redis 伺服器</translation>
    </message>
    <message>
        <source>Sandbox redis-server</source>
        <translation>沙盒 redis-server</translation>
    </message>
    <message>
        <source>Licence: MIT (Expat). Copyright © 2026 the CoordScope authors.</source>
        <translation>授權：MIT (Expat)。版權所有 © 2026 CoordScope 作者。</translation>
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
        <translation>名稱</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>Case-insensitive</source>
        <translation>不區分大小寫</translation>
    </message>
    <message>
        <source>Markers in flight</source>
        <translation>進行中的標記</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
</context>
<context>
    <name>AutocompleteLatencyChart</name>
    <message>
        <source>markers</source>
        <translation>標記法</translation>
    </message>
    <message>
        <source>BYLEX</source>
        <translation>BYLEX</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查詢</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Query latency</source>
        <translation>查詢延遲</translation>
    </message>
    <message>
        <source>Time of each autocomplete query on the worker thread, by method</source>
        <translation>每次自動補全查詢在工作執行緒上的耗時, 按方法區分</translation>
    </message>
    <message>
        <source>No query yet: type a prefix in Search</source>
        <translation>還沒有查詢: 在「搜尋」中輸入前綴</translation>
    </message>
</context>
<context>
    <name>AutocompleteSearch</name>
    <message>
        <source>Completing &quot;%1&quot;</source>
        <translation>正在補全“%1”</translation>
    </message>
</context>
<context>
    <name>AutocompleteView</name>
    <message>
        <source>Autocomplete actions</source>
        <translation>自動補全操作</translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation>自動補全</translation>
    </message>
    <message>
        <source>&amp;Load names from file…</source>
        <translation>從檔案載入名字(&amp;L)…</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>取消載入</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>匯出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>address book name</source>
        <translation>通訊錄名稱</translation>
    </message>
    <message>
        <source>BYLEX (one ZRANGE, read-only)</source>
        <translation>BYLEX (一次 ZRANGE, 唯讀)</translation>
    </message>
    <message>
        <source>Markers (Redis in Action 6.1.2, writes)</source>
        <translation>標記法 (Redis 實戰 6.1.2, 寫入)</translation>
    </message>
    <message>
        <source>Type a prefix: suggestions come from the server</source>
        <translation>輸入字首: 建議來自伺服器</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回覆</translation>
    </message>
    <message>
        <source>The commands the last query sent, as the Command log shows them</source>
        <translation>上次查詢傳送的命令, 與命令紀錄中顯示的一致</translation>
    </message>
    <message>
        <source>&amp;Book:</source>
        <translation>通訊錄(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜尋(&amp;S):</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Filter address books and lists</source>
        <translation>篩選通訊錄和列表</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Query &quot;%1&quot; failed: %2</source>
        <translation>查詢“%1”失敗: %2</translation>
    </message>
    <message>
        <source>Choose or type an address book to search.</source>
        <translation>選擇或輸入要搜尋的通訊錄。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address book name (no braces).</source>
        <translation>“%1”不是有效的通訊錄名稱 (不能含花括號)。</translation>
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
            <numerusform>“%1”: %2 µs 內得到 %n 條建議, 方法 %3, %4 條命令</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one name per line of a UTF-8 text file to the book</source>
        <translation>把 UTF-8 文字檔案中的每行一個名字加入通訊錄</translation>
    </message>
    <message>
        <source>Read-only mode: this writes keys. Turn read-only off to use it.</source>
        <translation>唯讀模式: 此操作會寫入鍵。關閉唯讀模式後才能使用。</translation>
    </message>
    <message>
        <source>Read-only mode: only BYLEX is offered; the marker method writes markers into the book</source>
        <translation>唯讀模式: 只提供 BYLEX; 標記法會向通訊錄寫入標記</translation>
    </message>
    <message>
        <source>The book&apos;s marker method (writes markers, several round trips) or one ZRANGE … BYLEX</source>
        <translation>通訊錄的標記法 (寫入標記, 多次往返) 或一次 ZRANGE … BYLEX</translation>
    </message>
    <message>
        <source>its address books.</source>
        <translation>其中的通訊錄。</translation>
    </message>
    <message>
        <source>Looking for address books…</source>
        <translation>正在查詢通訊錄…</translation>
    </message>
    <message>
        <source>No address books found in this database</source>
        <translation>此資料庫中沒有找到通訊錄</translation>
    </message>
    <message>
        <source>This view lists the address books (prefix search) and recent-contacts lists; type in the search box to complete names from a book and see the commands each keystroke sends.</source>
        <translation>此檢視列出通訊錄 (字首搜尋) 和最近聯絡人列表; 在搜尋框中輸入即可從通訊錄補全名字, 並檢視每次按鍵傳送的命令。</translation>
    </message>
    <message>
        <source>Load demo data writes an address book of a few thousand names and a recent-contacts list.</source>
        <translation>載入演示資料會寫入一個包含幾千個名字的通訊錄和一個最近聯絡人列表。</translation>
    </message>
    <message>
        <source>Loading autocomplete demo data</source>
        <translation>正在載入自動補全演示資料</translation>
    </message>
    <message>
        <source>Write an address book &quot;demo&quot; of a few thousand names and a recent-contacts list</source>
        <translation>寫入一個包含幾千個名字的通訊錄“demo”和一個最近聯絡人列表</translation>
    </message>
    <message>
        <source>Load names</source>
        <translation>載入名字</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>通訊錄: %1</translation>
    </message>
    <message>
        <source>Loading %1 into &quot;%2&quot;…</source>
        <translation>正在把 %1 載入到“%2”…</translation>
    </message>
    <message>
        <source>Loading names from %1</source>
        <translation>正在從 %1 載入名字</translation>
    </message>
    <message>
        <source>Not run: cancelled or no connection.</source>
        <translation>未執行: 已取消或沒有連線。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
</context>
<context>
    <name>ClusterEventModel</name>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳情</translation>
    </message>
    <message>
        <source>failover</source>
        <translation>故障轉移</translation>
    </message>
    <message>
        <source>node failed</source>
        <translation>節點故障</translation>
    </message>
    <message>
        <source>demoted</source>
        <translation>降級</translation>
    </message>
    <message>
        <source>node back</source>
        <translation>節點恢復</translation>
    </message>
    <message>
        <source>node joined</source>
        <translation>節點加入</translation>
    </message>
    <message>
        <source>node left</source>
        <translation>節點離開</translation>
    </message>
    <message>
        <source>%1 slot %2:</source>
        <translation>%1 槽 %2:</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%1 %2 來自 %3</translation>
    </message>
    <message>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <source>%1, a master</source>
        <translation>%1, 主節點</translation>
    </message>
    <message>
        <source>%1, a replica</source>
        <translation>%1, 從節點</translation>
    </message>
    <message>
        <source>%1 was a replica, now a master</source>
        <translation>%1 原為從節點, 現為主節點</translation>
    </message>
    <message>
        <source>%1 was a master, now serves no slot</source>
        <translation>%1 原為主節點, 現在不負責任何槽</translation>
    </message>
    <message>
        <source>the cluster marks %1 as failed</source>
        <translation>叢集將 %1 標記為故障</translation>
    </message>
    <message>
        <source>%1 is healthy again</source>
        <translation>%1 已恢復正常</translation>
    </message>
    <message>
        <source>%1 is no longer in the map</source>
        <translation>%1 已不在槽對映中</translation>
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
        <translation>槽範圍</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>連線</translation>
    </message>
    <message>
        <source>Last redirection</source>
        <translation>最近的重定向</translation>
    </message>
    <message>
        <source>The first 8 characters of the node&apos;s id (CLUSTER MYID)</source>
        <translation>節點 ID 的前 8 個字元 (CLUSTER MYID)</translation>
    </message>
    <message>
        <source>DBSIZE on each master, read every few seconds</source>
        <translation>每個主節點上的 DBSIZE, 每隔幾秒讀取一次</translation>
    </message>
    <message>
        <source>CoordScope&apos;s connection to the node (made when a command first needs it)</source>
        <translation>CoordScope 到該節點的連線 (在命令首次需要時建立)</translation>
    </message>
    <message>
        <source>The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered</source>
        <translation>該節點最近一次回覆的 MOVED、ASK、TRYAGAIN 或 CLUSTERDOWN</translation>
    </message>
    <message>
        <source>master (failed)</source>
        <translation>主節點 (故障)</translation>
    </message>
    <message>
        <source>master</source>
        <translation>主節點</translation>
    </message>
    <message>
        <source>node (failed)</source>
        <translation>節點 (故障)</translation>
    </message>
    <message>
        <source>node</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>replica of %1 (failed)</source>
        <translation>%1 的從節點 (故障)</translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation>%1 的從節點</translation>
    </message>
    <message>
        <source>not used yet</source>
        <translation>尚未使用</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在連線</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message>
        <source>&lt;b&gt;Redirections and failovers&lt;/b&gt; as this connection meets them: a MOVED says the slot lives on another master now (the client updates its map), an ASK that the slot is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN that the client must wait and retry.</source>
        <translation>此連線遇到的&lt;b&gt;重定向和故障轉移&lt;/b&gt;: MOVED 表示該槽現在位於另一個主節點上 (客戶端會更新其槽對映), ASK 表示該槽正在遷移 (僅這一條命令發往目標節點), TRYAGAIN 和 CLUSTERDOWN 表示客戶端必須等待並重試。</translation>
    </message>
    <message numerus="yes">
        <source>%n masters</source>
        <translation>
            <numerusform>%n 個主節點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replicas</source>
        <translation>
            <numerusform>%n 個從節點</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 16,384 slots served</source>
        <translation>16,384 個槽中已分配 %1 個</translation>
    </message>
    <message>
        <source>reconnecting: the client reads the map again</source>
        <translation>正在重連: 客戶端重新讀取槽對映</translation>
    </message>
    <message>
        <source>keys: DBSIZE on each master every %1 s</source>
        <translation>鍵: 每 %1 秒在每個主節點上執行 DBSIZE</translation>
    </message>
    <message>
        <source>Connect to a node of a Redis Cluster to see its masters, replicas, slots and the redirections the client meets.</source>
        <translation>連線到 Redis 叢集的一個節點, 即可檢視其主節點、從節點、槽以及客戶端遇到的重定向。</translation>
    </message>
    <message>
        <source>Not a cluster</source>
        <translation>不是叢集</translation>
    </message>
    <message>
        <source>Connected with cluster=no: CoordScope treats %1 as one server.</source>
        <translation>以 cluster=no 連線: CoordScope 將 %1 視為單個伺服器。</translation>
    </message>
    <message>
        <source>%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). Connect to a node of a Redis Cluster to see its masters, replicas and slots here.</source>
        <translation>%1 是單個 Redis 伺服器 (INFO cluster 未顯示 cluster_enabled:1)。連線到 Redis 叢集的一個節點, 即可在此檢視其主節點、從節點和槽。</translation>
    </message>
    <message>
        <source>Reading the slot map…</source>
        <translation>正在讀取槽對映…</translation>
    </message>
    <message>
        <source>CLUSTER SHARDS from %1.</source>
        <translation>來自 %1 的 CLUSTER SHARDS。</translation>
    </message>
    <message>
        <source>Asking whether this is a cluster…</source>
        <translation>正在確認這是否為叢集…</translation>
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
        <translation>由 %1 應答, 在 %2 之後發往該處</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>連線</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回覆</translation>
    </message>
    <message numerus="yes">
        <source>sampled: the first %n command(s) of every %1 s are logged</source>
        <translation>
            <numerusform>取樣: 每 %1 秒只記錄前 %n 條命令</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more command(s) not shown</source>
        <translation>
            <numerusform>… 還有 %n 條命令未顯示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLogView</name>
    <message>
        <source>Filter by command or connection (Ctrl+L)</source>
        <translation>按命令或連線篩選 (Ctrl+L)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟隨</translation>
    </message>
    <message>
        <source>Keep the newest command in sight. Scrolling up stops following; scrolling back to the bottom or this button resumes it.</source>
        <translation>始終顯示最新的命令。向上滾動會停止跟隨; 滾回底部或點選此按鈕即可恢復。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Hold new commands back from the view; they appear when resumed</source>
        <translation>暫不在檢視中顯示新命令; 恢復後再顯示</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Remove every command from the log</source>
        <translation>從紀錄中刪除所有命令</translation>
    </message>
    <message>
        <source>0000 of 0000 commands · scrolled up, not following</source>
        <translation>共 0000 條命令中的 0000 條 · 已向上滾動, 未跟隨</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation>清空紀錄</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> · %1 held</source>
        <translation> · 暫存 %1 條</translation>
    </message>
    <message>
        <source> · scrolled up, not following</source>
        <translation> · 已向上滾動, 未跟隨</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n 條命令</numerusform>
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
        <translation>驗證伺服器證書</translation>
    </message>
    <message>
        <source>SSH tunnel</source>
        <translation>SSH 隧道</translation>
    </message>
    <message>
        <source>Use ~/.ssh/config (Host aliases, User, Port, IdentityFile, ProxyJump)</source>
        <translation>使用 ~/.ssh/config (Host 別名、User、Port、IdentityFile、ProxyJump)</translation>
    </message>
    <message>
        <source>Read-only: send only read commands</source>
        <translation>唯讀: 只發送讀命令</translation>
    </message>
    <message>
        <source>Connect to Redis</source>
        <translation>連線到 Redis</translation>
    </message>
    <message>
        <source>Recent connections are kept without their passwords</source>
        <translation>最近的連線在儲存時不含密碼</translation>
    </message>
    <message>
        <source>redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock</source>
        <translation>redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>the system&apos;s CA certificates</source>
        <translation>系統的 CA 證書</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM 檔案 (*.pem *.crt *.key);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA 證書:</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA 證書</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>客戶端證書:</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>客戶端證書</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>客戶端金鑰:</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>客戶端金鑰</translation>
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
        <translation>檢查器無論如何只會讀取。取消勾選即允許演練場的操作 (取得、釋放、入隊、請求) 寫入此伺服器。之後可以在“連線”選單中更改。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>連線</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>使用者:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密碼:</translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation>連線逾時:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Reach the server through an SSH host (a bastion). Every node of a Cluster or Sentinel deployment is reached through the same session.</source>
        <translation>透過一臺 SSH 主機 (跳板機) 訪問伺服器。叢集或哨兵部署的每個節點都透過同一個會話訪問。</translation>
    </message>
    <message>
        <source>bastion.example.com, or a Host of ~/.ssh/config</source>
        <translation>bastion.example.com, 或 ~/.ssh/config 中的一個 Host</translation>
    </message>
    <message>
        <source>default (22)</source>
        <translation>預設 (22)</translation>
    </message>
    <message>
        <source>the config&apos;s, else your user name</source>
        <translation>配置中的使用者, 否則為你的使用者名稱</translation>
    </message>
    <message>
        <source>SSH agent, then key files</source>
        <translation>SSH agent, 然後是金鑰檔案</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>金鑰檔案</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519, id_ecdsa, id_rsa</source>
        <translation>~/.ssh/id_ed25519, id_ecdsa, id_rsa</translation>
    </message>
    <message>
        <source>none (as ssh -J: user@jump1:22,jump2)</source>
        <translation>無 (同 ssh -J: user@jump1:22,jump2)</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>埠:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主機:</translation>
    </message>
    <message>
        <source>Log in with:</source>
        <translation>登入方式:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>金鑰檔案:</translation>
    </message>
    <message>
        <source>SSH private key</source>
        <translation>SSH 私鑰</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Jump hosts:</source>
        <translation>跳板主機:</translation>
    </message>
    <message>
        <source>Known hosts:</source>
        <translation>已知主機:</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts 檔案</translation>
    </message>
    <message>
        <source>the SSH tunnel needs a host (or uncheck SSH tunnel)</source>
        <translation>SSH 隧道需要一個主機 (或取消勾選 SSH 隧道)</translation>
    </message>
    <message>
        <source>SSH host: %1</source>
        <translation>SSH 主機: %1</translation>
    </message>
    <message>
        <source>SSH jump host: %1</source>
        <translation>SSH 跳板主機: %1</translation>
    </message>
    <message>
        <source>choose the SSH key file</source>
        <translation>請選擇 SSH 金鑰檔案</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>無法讀取 %1</translation>
    </message>
    <message>
        <source>type the SSH password</source>
        <translation>請輸入 SSH 密碼</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; needs a password</source>
        <translation>使用者“%1”需要密碼</translation>
    </message>
    <message>
        <source>a client certificate needs its key, and a key its certificate</source>
        <translation>客戶端證書需要對應的金鑰, 金鑰也需要對應的證書</translation>
    </message>
    <message>
        <source>Key passphrase:</source>
        <translation>金鑰口令:</translation>
    </message>
    <message>
        <source>none, or asked for when the key needs one</source>
        <translation>無, 或在金鑰需要時詢問</translation>
    </message>
</context>
<context>
    <name>ConnectionHealth</name>
    <message>
        <source>the round-trip time</source>
        <translation>往返時間</translation>
    </message>
    <message>
        <source>the server figures</source>
        <translation>伺服器資料</translation>
    </message>
    <message>
        <source>live events</source>
        <translation>實時事件</translation>
    </message>
    <message>
        <source>the server clock</source>
        <translation>伺服器時鐘</translation>
    </message>
    <message>
        <source>discovery</source>
        <translation>發現</translation>
    </message>
    <message>
        <source>every command is refused: %1</source>
        <translation>所有命令都被拒絕: %1</translation>
    </message>
    <message>
        <source>this user may not run %1 (NOPERM)</source>
        <translation>此使用者無權執行 %1 (NOPERM)</translation>
    </message>
    <message>
        <source>the server refuses %1 (%2)</source>
        <translation>伺服器拒絕 %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 %3 off</source>
        <translation>%1: %2 %3關閉</translation>
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
        <translation>%1 被拒絕: %2</translation>
    </message>
    <message>
        <source>CoordScope asks again at most every %1 s; a new connection asks at once.</source>
        <translation>CoordScope 最多每 %1 秒重新詢問一次; 新連線會立即詢問。</translation>
    </message>
</context>
<context>
    <name>DelayedActionForm</name>
    <message>
        <source>&amp;Enqueue</source>
        <translation>入隊(&amp;E)</translation>
    </message>
    <message>
        <source>C&amp;laim due items</source>
        <translation>領取到期項(&amp;L)</translation>
    </message>
    <message>
        <source>A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue</source>
        <translation>CoordScope 延遲佇列: 鍵 cs:{NAME}:delayed、:payloads、:queue</translation>
    </message>
    <message>
        <source>what the worker gets, e.g. {&quot;to&quot;:&quot;ada@example.com&quot;}</source>
        <translation>工作程序得到的內容, 例如 {&quot;to&quot;:&quot;ada@example.com&quot;}</translation>
    </message>
    <message>
        <source>How long from the server&apos;s now until the item is due (0: at once)</source>
        <translation>從伺服器當前時間起到該項到期的時長 (0: 立即到期)</translation>
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
        <translation>最多把這麼多到期項移到就緒列表</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation>佇列(&amp;Q):</translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation>負載(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Delay:</source>
        <translation>延遲(&amp;D):</translation>
    </message>
    <message>
        <source>The delay must be a number, e.g. 5 or 1.5</source>
        <translation>延遲必須是數字, 例如 5 或 1.5</translation>
    </message>
    <message>
        <source>The delay cannot be negative (0 makes the item due at once)</source>
        <translation>延遲不能為負數 (0 表示立即到期)</translation>
    </message>
    <message>
        <source>The delay is too long (at most %1 ms)</source>
        <translation>延遲太長 (最多 %1 毫秒)</translation>
    </message>
    <message>
        <source>A delay in ms must be a whole number</source>
        <translation>以毫秒為單位的延遲必須是整數</translation>
    </message>
    <message>
        <source>Name the delayed queue</source>
        <translation>請為延遲佇列命名</translation>
    </message>
    <message>
        <source>Write the payload the worker will get</source>
        <translation>請填寫工作程序將得到的負載</translation>
    </message>
    <message>
        <source>Enqueuing into %1…</source>
        <translation>正在入隊到 %1…</translation>
    </message>
    <message>
        <source>Enqueue into %1</source>
        <translation>入隊到 %1</translation>
    </message>
    <message>
        <source>Claiming from %1…</source>
        <translation>正在從 %1 領取…</translation>
    </message>
    <message>
        <source>Claim from %1</source>
        <translation>從 %1 領取</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Not run: no connection</source>
        <translation>未執行: 沒有連線</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>Read-only mode: CoordScope sends only read commands to this server. Turn read-only off for this connection to enqueue and claim.</source>
        <translation>唯讀模式: CoordScope 只向此伺服器傳送讀命令。要入隊和領取, 請關閉此連線的唯讀模式。</translation>
    </message>
    <message>
        <source>Schedule the payload after the delay (Ctrl+Shift+N)</source>
        <translation>在延遲之後排程該負載 (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Move due items to the ready list once, atomically (Ctrl+Shift+C)</source>
        <translation>以原子方式把到期項一次性移到就緒列表 (Ctrl+Shift+C)</translation>
    </message>
</context>
<context>
    <name>DelayedItemsModel</name>
    <message>
        <source>due now</source>
        <translation>現在到期</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1 後</translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation>已逾期 %1</translation>
    </message>
    <message>
        <source>Reading the first items of %1</source>
        <translation>正在讀取 %1 的前幾項</translation>
    </message>
    <message>
        <source>Reading loaded items again</source>
        <translation>正在重新讀取已載入的項</translation>
    </message>
    <message>
        <source>Reading items %1–%2 of %3</source>
        <translation>正在讀取 %3 項中的第 %1–%2 項</translation>
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
        <translation>標記</translation>
    </message>
    <message>
        <source>Due at</source>
        <translation>到期時間</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>負載</translation>
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
        <translation>%1 後</translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation>已逾期 %1</translation>
    </message>
    <message>
        <source>nothing scheduled</source>
        <translation>無排程項</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation>%1 /秒</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>佈局: %1</translation>
    </message>
    <message>
        <source>Items leaving the schedule per second, estimated from the last two refreshes</source>
        <translation>每秒離開排程的項數, 根據最近兩次重新整理估算</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>佇列</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>佈局</translation>
    </message>
    <message>
        <source>Scheduled</source>
        <translation>已排程</translation>
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
        <translation>就緒</translation>
    </message>
    <message>
        <source>Claim rate</source>
        <translation>領取速率</translation>
    </message>
</context>
<context>
    <name>DelayedQueuesView</name>
    <message>
        <source>Delayed queues view</source>
        <translation>延遲佇列檢視</translation>
    </message>
    <message>
        <source>Export queues as CSV…</source>
        <translation>將佇列匯出為 CSV…</translation>
    </message>
    <message>
        <source>Export items as CSV…</source>
        <translation>將條目匯出為 CSV…</translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG…</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演練場</translation>
    </message>
    <message>
        <source>Could not read more items: %1</source>
        <translation>無法讀取更多項: %1</translation>
    </message>
    <message>
        <source>Filter queues by name, layout or numbers</source>
        <translation>按名稱、佈局或數值篩選佇列</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>its delayed queues: items on a time axis, what is overdue, the ready list and the claim rate.</source>
        <translation>其中的延遲佇列: 時間軸上的各項、已逾期的項、就緒列表和領取速率。</translation>
    </message>
    <message>
        <source>Looking for delayed queues…</source>
        <translation>正在查詢延遲佇列…</translation>
    </message>
    <message>
        <source>No delayed queues found in this database</source>
        <translation>此資料庫中沒有找到延遲佇列</translation>
    </message>
    <message>
        <source>This view shows delayed queues (CoordScope&apos;s, Redisson&apos;s RDelayedQueue, Sidekiq&apos;s schedule and retry sets, BullMQ&apos;s delayed jobs, Redis in Action&apos;s delayed:): what is scheduled, what is overdue, when the next item is due, the ready list and how fast items are claimed, with the items on a time axis.</source>
        <translation>此檢視顯示延遲佇列 (CoordScope 自己的、Redisson 的 RDelayedQueue、Sidekiq 的 schedule 和 retry 集合、BullMQ 的延遲任務、Redis 實戰的 delayed:): 已排程什麼、什麼已逾期、下一項何時到期、就緒列表以及各項被領取的速度, 各項顯示在時間軸上。</translation>
    </message>
    <message>
        <source>Load demo data writes a few queues under cs: with items overdue, due in a few seconds and due later.</source>
        <translation>載入演示資料會在 cs: 下寫入幾個佇列, 其中有已逾期的項、幾秒後到期的項和較晚到期的項。</translation>
    </message>
    <message>
        <source>Select a queue to see its items</source>
        <translation>選擇一個佇列以檢視其中的項</translation>
    </message>
    <message>
        <source>The selected queue is gone</source>
        <translation>所選佇列已不存在</translation>
    </message>
    <message>
        <source>last read failed: %1</source>
        <translation>上次讀取失敗: %1</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>注意:
</translation>
    </message>
    <message>
        <source>: %1 of %2 items loaded; scroll down for more</source>
        <translation>: 已載入 %2 項中的 %1 項; 向下滾動載入更多</translation>
    </message>
    <message>
        <source>Load demo delayed queues</source>
        <translation>載入演示延遲佇列</translation>
    </message>
    <message>
        <source>Write demo delayed queues into this database (keys under cs:)</source>
        <translation>向此資料庫寫入演示延遲佇列 (鍵位於 cs: 下)</translation>
    </message>
    <message numerus="yes">
        <source>: %n item(s)</source>
        <translation>
            <numerusform>: %n 項</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DelayedScheduleChart</name>
    <message>
        <source>scheduled</source>
        <translation>已排程</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>已逾期</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>seconds from now</source>
        <translation>距現在的秒數</translation>
    </message>
    <message>
        <source>Scheduled items by due time relative to the server&apos;s now; overdue items are left of the line. Items overdue by more than %1 s sit on the left edge.</source>
        <translation>已排程的項按相對於伺服器當前時間的到期時間排列; 已逾期的項位於線的左側。逾期超過 %1 秒的項位於左邊緣。</translation>
    </message>
    <message>
        <source>Nothing scheduled</source>
        <translation>無排程項</translation>
    </message>
    <message>
        <source>First %1 of %2 items</source>
        <translation>%2 項中的前 %1 項</translation>
    </message>
    <message>
        <source> · %1 overdue by more than %2 s (at the left edge)</source>
        <translation> · %1 項逾期超過 %2 秒 (位於左邊緣)</translation>
    </message>
    <message>
        <source> · %1 due after the axis ends (at the right edge)</source>
        <translation> · %1 項在座標軸結束之後到期 (位於右邊緣)</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>due order</source>
        <translation>到期順序</translation>
    </message>
    <message>
        <source>Scheduled items</source>
        <translation>已排程的項目</translation>
    </message>
</context>
<context>
    <name>EmptyStatePage</name>
    <message>
        <source>Start the sandbox or connect to a Redis server to see %1</source>
        <translation>啟動沙盒或連線到 Redis 伺服器以檢視%1</translation>
    </message>
    <message>
        <source>The view fills in when the connection is back.</source>
        <translation>連線恢復後檢視會重新填充。</translation>
    </message>
    <message>
        <source>Read-only mode is on for this connection: CoordScope sends it only read commands, so demo data, which writes keys, cannot be loaded. Turn read-only off (Connection › Read-only) or use the sandbox to load it.</source>
        <translation>此連線已開啟唯讀模式: CoordScope 只向其傳送讀命令, 因此無法載入會寫入鍵的演示資料。請關閉唯讀模式 (連線 › 唯讀) 或使用沙盒來載入。</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>正在等待伺服器…</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文件(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>Open the documentation: %1</source>
        <translation>開啟文件：%1</translation>
    </message>
    <message>
        <source>&amp;About CoordScope</source>
        <translation>關於 CoordScope(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>No documentation here: neither the sources&apos; docs folder nor the packaged copy (share/doc/coordscope) is there</source>
        <translation>此處沒有文件：原始碼的 docs 資料夾和套件附帶的副本（share/doc/coordscope）都不在</translation>
    </message>
</context>
<context>
    <name>InspectorReadRunner</name>
    <message>
        <source>the connection was closed</source>
        <translation>連線已關閉</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
    </message>
</context>
<context>
    <name>InspectorView</name>
    <message>
        <source>R&amp;ules…</source>
        <translation>規則(&amp;U)…</translation>
    </message>
    <message>
        <source>Your own key patterns (GLOB=KIND), kept between sessions</source>
        <translation>你自己的鍵模式 (GLOB=KIND), 跨會話儲存</translation>
    </message>
    <message>
        <source>&amp;Scan now</source>
        <translation>立即掃描(&amp;S)</translation>
    </message>
    <message>
        <source>Scan the whole keyspace for primitives again now, as fast as the server answers: this pass is not held to the load budget (F5)</source>
        <translation>立即以伺服器能應答的最快速度重新掃描整個鍵空間以查詢原語: 這一輪不受負載預算限制 (F5)</translation>
    </message>
    <message>
        <source>Values: auto</source>
        <translation>值: 自動</translation>
    </message>
    <message>
        <source>Values: every key</source>
        <translation>值: 每個鍵</translation>
    </message>
    <message>
        <source>Values: named keys only</source>
        <translation>值: 僅按名稱識別的鍵</translation>
    </message>
    <message>
        <source>Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and a sample of each), to find the layouts told by value only: redis-py and node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the database has at most %1 keys; on a bigger one that is most of a pass&apos;s work.</source>
        <translation>發現過程是否檢視沒有任何佈局按名稱認領的鍵的值 (TYPE、PTTL 以及每個鍵的一個樣本), 以找出只能按值識別的佈局: redis-py 和 node-redlock 的鎖、redis-cell、Redisson 的雜湊、計數器。自動: 僅當資料庫最多有 %1 個鍵時; 在更大的資料庫上, 這會佔一輪掃描的大部分工作。</translation>
    </message>
    <message>
        <source>Filter by kind, name, library, key or state</source>
        <translation>按型別、名稱、庫、鍵或狀態篩選</translation>
    </message>
    <message>
        <source>What the last refresh sent and received</source>
        <translation>上次刷新發送和接收的內容</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation>複製鍵名(&amp;C)</translation>
    </message>
    <message>
        <source> (%1 read in the last tick: the ones notifications named; all every %2 s)</source>
        <translation> (上一週期讀取 %1 個: 通知提到的那些; 每 %2 秒讀取全部)</translation>
    </message>
    <message>
        <source> (%1 read per tick)</source>
        <translation> (每週期讀取 %1 個)</translation>
    </message>
    <message>
        <source> · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms</source>
        <translation> · 上一週期: %1 條命令, %2 次往返, 傳送 %3, 接收 %4, %5 毫秒</translation>
    </message>
    <message>
        <source> · INFO refused: times use this machine&apos;s clock</source>
        <translation> · INFO 被拒絕: 時間使用本機時鐘</translation>
    </message>
    <message>
        <source>%1 %2 keys</source>
        <translation>%1 %2 個鍵</translation>
    </message>
    <message>
        <source>%1 %2 keys, not to the end</source>
        <translation>%1 %2 個鍵, 未到末尾</translation>
    </message>
    <message>
        <source>
SCAN of %1 masters: %2</source>
        <translation>
%1 個主節點上的 SCAN: %2</translation>
    </message>
    <message>
        <source>%1 of %2 keys</source>
        <translation>%2 個鍵中的 %1 個</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 個鍵</translation>
    </message>
    <message>
        <source>Scanned %1%2, pass finished %3 s ago</source>
        <translation>已掃描 %1%2, 一輪掃描於 %3 秒前完成</translation>
    </message>
    <message>
        <source> (stopped at the key limit)</source>
        <translation> (在鍵數上限處停止)</translation>
    </message>
    <message>
        <source> · %1 by name only</source>
        <translation> · %1 個僅按名稱</translation>
    </message>
    <message>
        <source>scanning: %1 of %2 keys (%3 %)</source>
        <translation>掃描中: %2 個鍵中的 %1 個 (%3 %)</translation>
    </message>
    <message>
        <source>scanning: %1 keys so far</source>
        <translation>掃描中: 目前 %1 個鍵</translation>
    </message>
    <message>
        <source>, within the load budget</source>
        <translation>, 在負載預算之內</translation>
    </message>
    <message>
        <source>%1 keys that no layout claims by name were not looked at by value (%2). The Values box changes that.</source>
        <translation>有 %1 個沒有任何佈局按名稱認領的鍵未按值檢視 (%2)。“值”選擇框可以改變這一點。</translation>
    </message>
    <message>
        <source>The pass keeps within the load budget (%1, Connection › Load budget…); Scan now (F5) goes as fast as the server answers.</source>
        <translation>一輪掃描保持在負載預算之內 (%1, 連線 › 負載預算…); 立即掃描 (F5) 則以伺服器能應答的最快速度進行。</translation>
    </message>
    <message>
        <source>Last tick failed: %1</source>
        <translation>上一週期失敗: %1</translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation>正在重連… 表格顯示最後讀取的狀態</translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to see its locks, semaphores, queues and rate limiters live.</source>
        <translation>啟動沙盒或連線到 Redis 伺服器, 即可實時檢視其中的鎖、信號量、佇列和限流器。</translation>
    </message>
    <message>
        <source>Could not look for primitives</source>
        <translation>無法查詢原語</translation>
    </message>
    <message>
        <source>Looking for coordination primitives…</source>
        <translation>正在查詢協調原語…</translation>
    </message>
    <message>
        <source>No coordination primitives found in this database.</source>
        <translation>此資料庫中沒有找到協調原語。</translation>
    </message>
    <message>
        <source>Looked at %1 with SCAN</source>
        <translation>用 SCAN 查看了 %1</translation>
    </message>
    <message>
        <source>; %1 of them match no known layout</source>
        <translation>; 其中 %1 個不匹配任何已知佈局</translation>
    </message>
    <message>
        <source>. CoordScope recognises its own layouts and those of redis-py, Redisson, BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). The view refreshes by itself; F5 looks again now.</source>
        <translation>。CoordScope 能識別它自己的佈局以及 redis-py、Redisson、BullMQ、Sidekiq 和 Redis 實戰的佈局 (鎖、信號量、佇列、限流器……)。檢視會自動重新整理; 按 F5 立即重新查詢。</translation>
    </message>
    <message>
        <source>

This is the sandbox: make some with the command line tool, e.g.
coordscope-cli --url %1 lock acquire demo --ttl 60000</source>
        <translation>

這是沙盒: 可以用命令列工具建立一些, 例如
coordscope-cli --url %1 lock acquire demo --ttl 60000</translation>
    </message>
    <message>
        <source>Select a primitive to see its keys and entries</source>
        <translation>選擇一個原語以檢視其鍵和條目</translation>
    </message>
    <message>
        <source>The selected primitive is gone</source>
        <translation>所選原語已不存在</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>條目</translation>
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
        <translation>條目: 顯示 %2 條中的 %1 條</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>條目: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln primitive(s)</source>
        <translation>
            <numerusform>%Ln 個原語</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 個鍵</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyBrowserModel</name>
    <message>
        <source>Scanning keys</source>
        <translation>正在掃描鍵</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 個鍵</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 個鍵</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>尚未掃描</translation>
    </message>
    <message>
        <source>%1 · the scan stopped: %2</source>
        <translation>%1 · 掃描已停止: %2</translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>掃描中…</translation>
    </message>
    <message>
        <source>scan complete</source>
        <translation>掃描完成</translation>
    </message>
    <message>
        <source>stopped after %1 round trips this click: Scan more goes on</source>
        <translation>本次點選在 %1 次往返後停止: “繼續掃描”會接著掃描</translation>
    </message>
    <message>
        <source>stopped after %1 keys this click: Scan more goes on</source>
        <translation>本次點選在 %1 個鍵後停止: “繼續掃描”會接著掃描</translation>
    </message>
    <message>
        <source> · sizes unknown (MEMORY USAGE not allowed)</source>
        <translation> · 大小未知 (不允許 MEMORY USAGE)</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不過期</translation>
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
        <translation>%1 小時 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小時</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>MEMORY USAGE is not allowed for this user, or was not asked</source>
        <translation>此使用者不允許執行 MEMORY USAGE, 或未請求</translation>
    </message>
    <message>
        <source>%1 bytes (MEMORY USAGE)</source>
        <translation>%1 位元組 (MEMORY USAGE)</translation>
    </message>
    <message>
        <source>No layout the inspector knows claims this key</source>
        <translation>檢查器已知的佈局都不認領此鍵</translation>
    </message>
    <message>
        <source>Part of %1 (see the Inspector)</source>
        <translation>屬於 %1 (見檢查器)</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>大小 (位元組)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型別</translation>
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
        <translation>認領者</translation>
    </message>
    <message>
        <source>The key&apos;s name (Ctrl+C copies the selected ones)</source>
        <translation>鍵名 (Ctrl+C 複製所選鍵名)</translation>
    </message>
    <message>
        <source>TYPE: string, list, hash, set, zset, stream, or a module&apos;s type</source>
        <translation>TYPE: string、list、hash、set、zset、stream 或模組的型別</translation>
    </message>
    <message>
        <source>PTTL when the key was listed</source>
        <translation>列出鍵時的 PTTL</translation>
    </message>
    <message>
        <source>MEMORY USAGE: the bytes the key takes in the server&apos;s memory</source>
        <translation>MEMORY USAGE: 該鍵在伺服器記憶體中佔用的位元組數</translation>
    </message>
    <message>
        <source>The primitive the inspector recognised this key as part of</source>
        <translation>檢查器識別出此鍵所屬的原語</translation>
    </message>
</context>
<context>
    <name>KeyBrowserView</name>
    <message>
        <source>Keys view</source>
        <translation>鍵檢視</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>掃描(&amp;S)</translation>
    </message>
    <message>
        <source>Scan &amp;more</source>
        <translation>繼續掃描(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation>複製鍵名(&amp;C)</translation>
    </message>
    <message>
        <source>Export keys as CSV…</source>
        <translation>將鍵匯出為 CSV…</translation>
    </message>
    <message>
        <source>Export preview as CSV…</source>
        <translation>將預覽匯出為 CSV…</translation>
    </message>
    <message>
        <source>Scan the keys again from the start with the MATCH pattern and type (F5); SCAN, never KEYS</source>
        <translation>使用 MATCH 模式和型別從頭重新掃描鍵 (F5); 使用 SCAN, 從不使用 KEYS</translation>
    </message>
    <message>
        <source>Read up to %1 more keys from where the scan stopped</source>
        <translation>從掃描停止處再讀取最多 %1 個鍵</translation>
    </message>
    <message>
        <source>Copy the selected key names (Ctrl+C)</source>
        <translation>複製所選鍵名 (Ctrl+C)</translation>
    </message>
    <message>
        <source>Filter the listed keys</source>
        <translation>篩選列出的鍵</translation>
    </message>
    <message>
        <source>Filters the keys already scanned, in every column (no command is sent)</source>
        <translation>在所有列中篩選已掃描的鍵 (不傳送命令)</translation>
    </message>
    <message>
        <source>MATCH pattern, e.g. user:*</source>
        <translation>MATCH 模式, 例如 user:*</translation>
    </message>
    <message>
        <source>SCAN&apos;s MATCH glob (* ? [abc]); Enter scans again with it</source>
        <translation>SCAN 的 MATCH 萬用字元 (* ? [abc]); 按 Enter 用它重新掃描</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>任意型別</translation>
    </message>
    <message>
        <source>SCAN&apos;s TYPE filter: list only keys of this type</source>
        <translation>SCAN 的 TYPE 過濾: 只列出此型別的鍵</translation>
    </message>
    <message>
        <source>Unclaimed only</source>
        <translation>僅未認領的</translation>
    </message>
    <message>
        <source>Hide the keys of the primitives the inspector recognised (locks, queues, …)</source>
        <translation>隱藏檢查器識別出的原語 (鎖、佇列……) 的鍵</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>The selected key&apos;s value, %1 rows at a time: scroll down for more (read commands only)</source>
        <translation>所選鍵的值, 每次 %1 行: 向下滾動載入更多 (僅讀命令)</translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to browse its keys.</source>
        <translation>啟動沙盒或連線到 Redis 伺服器以瀏覽其中的鍵。</translation>
    </message>
    <message>
        <source>No keys scanned yet.</source>
        <translation>尚未掃描任何鍵。</translation>
    </message>
    <message>
        <source>Scan lists every key with its type, TTL and size, %1 at a time, with SCAN (never KEYS) and other read commands only. The keys no layout claims are the ones the other tabs do not show.</source>
        <translation>掃描會列出每個鍵及其型別、TTL 和大小, 每次 %1 個, 只使用 SCAN (從不使用 KEYS) 和其他讀命令。沒有任何佈局認領的鍵就是其他標籤頁不顯示的那些。</translation>
    </message>
</context>
<context>
    <name>KeyPreviewModel</name>
    <message>
        <source>byte</source>
        <translation>位元組</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>位元組</translation>
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
        <translation>欄位</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>member</source>
        <translation>成員</translation>
    </message>
    <message>
        <source>members</source>
        <translation>成員</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在讀取 %1</translation>
    </message>
    <message>
        <source>Reading more of %1</source>
        <translation>正在繼續讀取 %1</translation>
    </message>
    <message>
        <source>not read (no connection)</source>
        <translation>未讀取 (沒有連線)</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 已不存在</translation>
    </message>
    <message>
        <source>changed type: now a %1; the rows above were read before</source>
        <translation>型別已改變: 現在是 %1; 上面的行是在此之前讀取的</translation>
    </message>
    <message>
        <source>listed as a %1, now a %2</source>
        <translation>列出時是 %1, 現在是 %2</translation>
    </message>
    <message>
        <source>changed type while it was read: was a %1, now a %2; select it again</source>
        <translation>讀取期間型別已改變: 原為 %1, 現為 %2; 請重新選擇</translation>
    </message>
    <message>
        <source>no preview for this type</source>
        <translation>此型別無預覽</translation>
    </message>
    <message>
        <source>Select a key to preview its value.</source>
        <translation>選擇一個鍵以預覽其值。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>無法讀取 %1: %2</translation>
    </message>
    <message>
        <source>TTL %1 s</source>
        <translation>TTL %1 秒</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不過期</translation>
    </message>
    <message>
        <source>showing the first %1 bytes</source>
        <translation>顯示前 %1 位元組</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>顯示 %1</translation>
    </message>
    <message>
        <source>text (UTF-8)</source>
        <translation>文字 (UTF-8)</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六進位制</translation>
    </message>
    <message>
        <source>Shown as</source>
        <translation>顯示為</translation>
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
        <translation>成員</translation>
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
        <translation>欄位</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
</context>
<context>
    <name>KindView</name>
    <message>
        <source>Load &amp;demo data</source>
        <translation>載入演示資料(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy key names</source>
        <translation>複製鍵名(&amp;C)</translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands to it. Turn read-only off (Connection menu) to load demo data.</source>
        <translation>唯讀連線: CoordScope 只向其傳送讀命令。要載入演示資料, 請關閉唯讀模式 (“連線”選單)。</translation>
    </message>
    <message>
        <source>Demo data not loaded: %1</source>
        <translation>未載入演示資料: %1</translation>
    </message>
    <message>
        <source>Loading demo data…</source>
        <translation>正在載入演示資料…</translation>
    </message>
    <message>
        <source>Demo data not loaded: the connection changed.</source>
        <translation>未載入演示資料: 連線已改變。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>The language takes effect at the next start of CoordScope.</source>
        <translation>語言將在 CoordScope 下次啟動時生效。</translation>
    </message>
</context>
<context>
    <name>LimiterActionForm</name>
    <message>
        <source>&amp;Send requests</source>
        <translation>傳送請求(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Send requests</source>
        <translation>傳送請求</translation>
    </message>
    <message>
        <source>Cancel sending</source>
        <translation>取消傳送</translation>
    </message>
    <message>
        <source>The limiter&apos;s name: no &apos;:&apos; and no braces</source>
        <translation>限流器的名稱: 不能含 &apos;:&apos; 和花括號</translation>
    </message>
    <message>
        <source>Who is limited, e.g. a user and an action (&quot;alice:upload&quot;)</source>
        <translation>受限的物件, 例如一個使用者和一個操作 (&quot;alice:upload&quot;)</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>儘可能快</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> 請求/秒</translation>
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
        <translation>型別(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N):</translation>
    </message>
    <message>
        <source>Su&amp;bject:</source>
        <translation>物件(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Requests:</source>
        <translation>請求數(&amp;R):</translation>
    </message>
    <message>
        <source>R&amp;ate:</source>
        <translation>速率(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>限額(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>週期(&amp;P):</translation>
    </message>
    <message>
        <source>Ca&amp;pacity / burst:</source>
        <translation>容量 / 突發(&amp;P):</translation>
    </message>
    <message>
        <source>Lea&amp;k rate:</source>
        <translation>漏出速率(&amp;K):</translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation>物件: %1</translation>
    </message>
    <message>
        <source>Sending %1 requests through %2</source>
        <translation>正在透過 %2 傳送 %1 個請求</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在傳送…</translation>
    </message>
    <message>
        <source>Not sent: cancelled or no connection.</source>
        <translation>未傳送: 已取消或沒有連線。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>The funnel&apos;s capacity</source>
        <translation>漏斗的容量</translation>
    </message>
    <message>
        <source>GCRA: the burst (0: the limit)</source>
        <translation>GCRA: 突發量 (0: 等於限額)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>Read-only mode: sending requests writes the limiter&apos;s keys</source>
        <translation>唯讀模式: 傳送請求會寫入限流器的鍵</translation>
    </message>
    <message>
        <source>Send the requests (Ctrl+Return)</source>
        <translation>傳送請求 (Ctrl+Return)</translation>
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
        <translation>固定視窗 (INCR)</translation>
    </message>
    <message>
        <source>sliding log (ZSET)</source>
        <translation>滑動紀錄 (ZSET)</translation>
    </message>
    <message>
        <source>TAT now (full allowance)</source>
        <translation>TAT 為當前時間 (額度已滿)</translation>
    </message>
    <message>
        <source>TAT now + %1</source>
        <translation>TAT 為當前時間 + %1</translation>
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
        <translation>視窗內 %1 / %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <source>admits</source>
        <translation>允許</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>物件</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>演算法</translation>
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
        <translation>下一個請求</translation>
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
        <translation>已允許</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒絕</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>請求</translation>
    </message>
    <message>
        <source>Traffic sent through CoordScope</source>
        <translation>透過 CoordScope 傳送的流量</translation>
    </message>
    <message>
        <source>Cumulative admitted and refused requests of the traffic sent from the form below</source>
        <translation>由下方表單傳送的流量中累計被允許和被拒絕的請求</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>No requests sent yet</source>
        <translation>還沒有傳送請求</translation>
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
        <translation>檢查器讀取它找到的原語的頻率 (每次重新整理都以流水線方式傳送並有上限)</translation>
    </message>
    <message>
        <source>Enable notifications…</source>
        <translation>啟用通知…</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>重新整理間隔</translation>
    </message>
    <message>
        <source>Keyspace notifications: subscribing…</source>
        <translation>鍵空間通知: 正在訂閱…</translation>
    </message>
    <message>
        <source>Keyspace notifications: not listening (%1)</source>
        <translation>鍵空間通知: 未監聽 (%1)</translation>
    </message>
    <message>
        <source>Keyspace notifications: on, %L1 events; changes show at once</source>
        <translation>鍵空間通知: 已開啟, %L1 個事件; 變化會立即顯示</translation>
    </message>
    <message>
        <source>Keyspace notifications: listening, none received (off on the server?); polling only</source>
        <translation>鍵空間通知: 正在監聽, 未收到任何事件 (伺服器上已關閉?); 僅輪詢</translation>
    </message>
    <message>
        <source>Read-only: CoordScope never changes a server&apos;s configuration in read-only mode. Turn read-only off (Connection menu) to enable notifications.</source>
        <translation>唯讀: 在唯讀模式下 CoordScope 從不更改伺服器配置。要啟用通知, 請關閉唯讀模式 (“連線”選單)。</translation>
    </message>
    <message>
        <source>Run CONFIG SET notify-keyspace-events on this server so that changes show at once (asks first)</source>
        <translation>在此伺服器上執行 CONFIG SET notify-keyspace-events, 使變化立即顯示 (會先詢問)</translation>
    </message>
    <message>
        <source>read-only: not enabling notifications</source>
        <translation>唯讀: 不啟用通知</translation>
    </message>
    <message>
        <source>Change the configuration of %1?

This runs CONFIG SET notify-keyspace-events, adding K (keyspace events) and A (every type) to the flags already set. The server then publishes an event for every change to a key, which costs it some CPU on a busy server. It lasts until the server restarts or someone sets it back.</source>
        <translation>要更改 %1 的配置嗎?

這會執行 CONFIG SET notify-keyspace-events, 在已設定的標誌上加上 K (鍵空間事件) 和 A (所有型別)。之後伺服器會為每個鍵的每次變化釋出一個事件, 在繁忙的伺服器上會消耗一些 CPU。該設定會持續到伺服器重啟或有人將其改回。</translation>
    </message>
    <message>
        <source>Enable keyspace notifications</source>
        <translation>啟用鍵空間通知</translation>
    </message>
    <message>
        <source>enable keyspace notifications</source>
        <translation>啟用鍵空間通知</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未執行</translation>
    </message>
</context>
<context>
    <name>LockActionForm</name>
    <message>
        <source>SETNX and DEL: no lease, and the release deletes anyone&apos;s lock</source>
        <translation>SETNX 和 DEL: 沒有租約, 釋放時會刪除任何人的鎖</translation>
    </message>
    <message>
        <source>SETNX then EXPIRE: a crash between the two leaves it forever</source>
        <translation>先 SETNX 再 EXPIRE: 兩者之間崩潰會讓鎖永遠存在</translation>
    </message>
    <message>
        <source>The book&apos;s GETSET lock: the value is the expiry time</source>
        <translation>書中的 GETSET 鎖: 值為過期時間</translation>
    </message>
    <message>
        <source>SET NX PX with a random token; release and extend check it</source>
        <translation>帶隨機令牌的 SET NX PX; 釋放和續約時會檢查令牌</translation>
    </message>
    <message>
        <source>A hash owner → hold count; the owner may take it again</source>
        <translation>雜湊 持有者 → 持有次數; 持有者可以再次取得</translation>
    </message>
    <message>
        <source>The token lock plus a fencing number that only grows</source>
        <translation>令牌鎖加上只增不減的柵欄令牌 (fencing token)</translation>
    </message>
    <message>
        <source>The token lock whose holder waits for replicas (WAIT)</source>
        <translation>持有者會等待從節點 (WAIT) 的令牌鎖</translation>
    </message>
    <message>
        <source>Which lock variant to use (Redlock needs several Redis nodes: it lives in the Playground)</source>
        <translation>使用哪種鎖 (Redlock 需要多個 Redis 節點: 它在演練場中)</translation>
    </message>
    <message>
        <source>lock name, e.g. orders</source>
        <translation>鎖名, 例如 orders</translation>
    </message>
    <message>
        <source>The lock&apos;s key is cs:{name}:lock</source>
        <translation>鎖的鍵為 cs:{name}:lock</translation>
    </message>
    <message>
        <source>The lease in milliseconds: the lock expires after it unless extended (the naive lock ignores it)</source>
        <translation>租約 (毫秒): 除非續約, 鎖會在此之後過期 (樸素鎖會忽略它)</translation>
    </message>
    <message>
        <source>Keep trying this many milliseconds when it is held (0: one attempt)</source>
        <translation>鎖被佔用時持續重試的毫秒數 (0: 只嘗試一次)</translation>
    </message>
    <message>
        <source>Pause between attempts in milliseconds (plus a little jitter)</source>
        <translation>兩次嘗試之間的間隔毫秒數 (加上少量抖動)</translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation>取得(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>釋放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation>續約(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>型別(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N):</translation>
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
        <translation>重試間隔 (毫秒)(&amp;E):</translation>
    </message>
    <message>
        <source>Redlock needs several Redis nodes; try it in the Playground.</source>
        <translation>Redlock 需要多個 Redis 節點; 請在演練場中嘗試。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation>未連線: 請先啟動沙盒或連線到伺服器。</translation>
    </message>
    <message>
        <source>This connection is read-only: CoordScope sends only read commands to it. Turn read-only off for this connection to try locks here.</source>
        <translation>此連線為唯讀: CoordScope 只向其傳送讀命令。要在此嘗試鎖, 請關閉此連線的唯讀模式。</translation>
    </message>
    <message>
        <source>Acquire the lock (Ctrl+Shift+A)</source>
        <translation>取得鎖 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Release the lock acquired here (Ctrl+Shift+R)</source>
        <translation>釋放在此取得的鎖 (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Renew the lease of the lock acquired here to the TTL (Ctrl+Shift+E)</source>
        <translation>把在此取得的鎖的租約續到 TTL (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>This connection is read-only</source>
        <translation>此連線為唯讀</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒絕: %1</translation>
    </message>
    <message>
        <source>Acquiring %1…</source>
        <translation>正在取得 %1…</translation>
    </message>
    <message>
        <source>Acquire lock</source>
        <translation>取得鎖</translation>
    </message>
    <message>
        <source>Releasing %1…</source>
        <translation>正在釋放 %1…</translation>
    </message>
    <message>
        <source>Release lock</source>
        <translation>釋放鎖</translation>
    </message>
    <message>
        <source>Extending %1…</source>
        <translation>正在續約 %1…</translation>
    </message>
    <message>
        <source>Extend lock</source>
        <translation>續約鎖</translation>
    </message>
    <message>
        <source>Not run: the connection changed or the job was cancelled</source>
        <translation>未執行: 連線已改變或任務已取消</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
</context>
<context>
    <name>LockTableModel</name>
    <message>
        <source>last read failed: %1</source>
        <translation>上次讀取失敗: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空閒</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>不過期</translation>
    </message>
    <message>
        <source>%1
Layout: %2 (%3)
Key: %4</source>
        <translation>%1
佈局: %2 (%3)
鍵: %4</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (毫秒)</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>鎖</translation>
    </message>
    <message>
        <source>Kind · layout</source>
        <translation>型別 · 佈局</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>持有次數</translation>
    </message>
    <message>
        <source>Fencing</source>
        <translation>柵欄令牌</translation>
    </message>
    <message>
        <source>TTL left</source>
        <translation>剩餘 TTL</translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation>等待者</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>The token or owner id stored in the lock</source>
        <translation>鎖中儲存的令牌或持有者 ID</translation>
    </message>
    <message>
        <source>How many times the owner holds a reentrant lock</source>
        <translation>持有者持有可重入鎖的次數</translation>
    </message>
    <message>
        <source>The last fencing number handed out</source>
        <translation>最近發出的柵欄令牌</translation>
    </message>
    <message>
        <source>Time left on the lease, counting down between refreshes</source>
        <translation>租約剩餘時間, 在兩次重新整理之間倒計時</translation>
    </message>
    <message>
        <source>Clients queued for a fair lock</source>
        <translation>排隊等待公平鎖的客戶端</translation>
    </message>
</context>
<context>
    <name>LockTimelineChart</name>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation>−%1 秒</translation>
    </message>
    <message>
        <source>No holds in the last %1 s</source>
        <translation>最近 %1 秒內沒有持有記錄</translation>
    </message>
    <message>
        <source>hold (holder)</source>
        <translation>持有 (持有者)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已過期</translation>
    </message>
    <message>
        <source>taken over</source>
        <translation>被接管</translation>
    </message>
    <message>
        <source>(bar end without marker: released)</source>
        <translation>(條末端無標記: 已釋放)</translation>
    </message>
    <message>
        <source>%1 (%2)
holder: %3
from %4 to %5 (%6)
%7</source>
        <translation>%1 (%2)
持有者: %3
從 %4 到 %5 (%6)
%7</translation>
    </message>
</context>
<context>
    <name>LocksView</name>
    <message>
        <source>Locks view</source>
        <translation>鎖檢視</translation>
    </message>
    <message>
        <source>Locks demo traffic</source>
        <translation>鎖演示流量</translation>
    </message>
    <message>
        <source>Demo &amp;traffic</source>
        <translation>演示流量(&amp;T)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation>將表格儲存為 CSV</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>匯出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the timeline as PNG</source>
        <translation>將時間線儲存為 PNG</translation>
    </message>
    <message>
        <source>Try a lock</source>
        <translation>試用鎖</translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation>正在重連… 表格顯示最後讀取的狀態</translation>
    </message>
    <message>
        <source>Filter by name, kind, library, holder or note</source>
        <translation>按名稱、型別、庫、持有者或備註篩選</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>匯出(&amp;X)</translation>
    </message>
    <message>
        <source>Load lock demo data</source>
        <translation>載入鎖演示資料</translation>
    </message>
    <message>
        <source>Take a few locks of each kind in this database (keys cs:{name}:lock)</source>
        <translation>在此資料庫中取得幾把各種型別的鎖 (鍵 cs:{name}:lock)</translation>
    </message>
    <message>
        <source>Lock demo traffic</source>
        <translation>鎖演示流量</translation>
    </message>
    <message>
        <source>Demo traffic failed: %1</source>
        <translation>演示流量失敗: %1</translation>
    </message>
    <message>
        <source> · %1 reads failed in the last tick</source>
        <translation> · 上一週期有 %1 次讀取失敗</translation>
    </message>
    <message>
        <source> · discovery stopped at its key limit</source>
        <translation> · 發現過程在鍵數上限處停止</translation>
    </message>
    <message>
        <source>Last refresh failed: %1</source>
        <translation>上次重新整理失敗: %1</translation>
    </message>
    <message>
        <source>Seven seconds of acquire/release on the lock burst: a release, an expiry, and a lease that runs out as the next client takes the lock (Ctrl+Shift+T)</source>
        <translation>在鎖 burst 上進行七秒的取得/釋放: 一次釋放、一次過期, 以及一次在下一個客戶端取得鎖時到期的租約 (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>its locks: who holds what, for how much longer, who waits.</source>
        <translation>其中的鎖: 誰持有什麼、還能持有多久、誰在等待。</translation>
    </message>
    <message>
        <source>Looking for locks…</source>
        <translation>正在查詢鎖…</translation>
    </message>
    <message>
        <source>No locks found in this database</source>
        <translation>此資料庫中沒有找到鎖</translation>
    </message>
    <message>
        <source>This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock and fair locks, BullMQ job locks, Redis in Action&apos;s lock:*): holder, hold count, fencing number, the TTL counting down, waiters, and a timeline of holds over the last two minutes.</source>
        <translation>此檢視顯示 CoordScope 能識別的鎖 (它自己的、redis-py、Redisson RLock 和公平鎖、BullMQ 的任務鎖、Redis 實戰的 lock:*): 持有者、持有次數、柵欄令牌、倒計時的 TTL、等待者, 以及最近兩分鐘內的持有時間線。</translation>
    </message>
    <message>
        <source>Load demo data takes a few locks of each kind in this database.</source>
        <translation>載入演示資料會在此資料庫中取得幾把各種型別的鎖。</translation>
    </message>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation>
            <numerusform>%n 把鎖</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Overview</source>
        <translation>概覽</translation>
    </message>
    <message>
        <source>The server: version, memory, clients, keys</source>
        <translation>伺服器: 版本、記憶體、客戶端、鍵</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>檢查器</translation>
    </message>
    <message>
        <source>Every coordination primitive found in the database, live</source>
        <translation>資料庫中找到的所有協調原語, 實時顯示</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>鎖</translation>
    </message>
    <message>
        <source>Semaphores</source>
        <translation>信號量</translation>
    </message>
    <message>
        <source>Delayed queues</source>
        <translation>延遲佇列</translation>
    </message>
    <message>
        <source>Rate limiters</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation>自動補全</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Every key, above all those no layout claims: type, TTL, size and a paged value preview</source>
        <translation>所有鍵, 尤其是沒有任何佈局認領的鍵: 型別、TTL、大小以及分頁的值預覽</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演練場</translation>
    </message>
    <message>
        <source>Simulated clients against one primitive, injected faults and a safety checker</source>
        <translation>針對一個原語的模擬客戶端、注入的故障和安全性檢查器</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>叢集</translation>
    </message>
    <message>
        <source>A Redis Cluster&apos;s nodes, slots and links, and the redirections met</source>
        <translation>Redis 叢集的節點、槽和連線, 以及遇到的重定向</translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation>哨兵</translation>
    </message>
    <message>
        <source>The master Redis Sentinel monitors, its replicas and their lag, the quorum, and the failovers the connection follows</source>
        <translation>Redis 哨兵監控的主節點、其從節點及複製延遲、法定人數, 以及連線跟隨的故障轉移</translation>
    </message>
    <message>
        <source>Load budget</source>
        <translation>負載預算</translation>
    </message>
    <message>
        <source>The most the inspector may put on a server, counted with everything CoordScope sends on the connection: a share of one server core (&quot;2%&quot;), commands per second (&quot;400/s&quot;), both (&quot;2%,400/s&quot;, the default), or &quot;unlimited&quot;. Discovery passes wait and ticks are skipped to stay within it; Scan now in the Inspector runs one pass without it.</source>
        <translation>檢查器最多可以給伺服器帶來的負載, 與 CoordScope 在此連線上傳送的所有命令合併計算: 伺服器一個核心的份額 (&quot;2%&quot;)、每秒命令數 (&quot;400/s&quot;)、兩者 (&quot;2%,400/s&quot;, 預設), 或 &quot;unlimited&quot;。為保持在預算內, 發現過程會等待, 重新整理週期會跳過; 檢查器中的“立即掃描”會不受預算限制地執行一輪。</translation>
    </message>
    <message>
        <source>Start &amp;sandbox</source>
        <translation>啟動沙盒(&amp;S)</translation>
    </message>
    <message>
        <source>Start a private redis-server for experiments and connect to it</source>
        <translation>啟動一個私有的 redis-server 用於實驗並連線到它</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>連線(&amp;C)…</translation>
    </message>
    <message>
        <source>Connect to a Redis server (Ctrl+K)</source>
        <translation>連線到 Redis 伺服器 (Ctrl+K)</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>斷開連線(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation>唯讀(&amp;R)</translation>
    </message>
    <message>
        <source>Send only read commands to this server. The inspector only reads either way; the playground actions (acquire, release, enqueue, hit, demo data) need it off. On by default for every server but the sandbox.</source>
        <translation>只向此伺服器傳送讀命令。檢查器無論如何只會讀取; 演練場的操作 (取得、釋放、入隊、請求、演示資料) 需要關閉唯讀。除沙盒外, 每個伺服器預設開啟。</translation>
    </message>
    <message>
        <source>Load &amp;budget…</source>
        <translation>負載預算(&amp;B)…</translation>
    </message>
    <message>
        <source>How much load the inspector may put on a server: a share of one server core and commands per second (default %1)</source>
        <translation>檢查器最多可以給伺服器帶來多少負載: 伺服器一個核心的份額和每秒命令數 (預設 %1)</translation>
    </message>
    <message>
        <source>Load &amp;demo data</source>
        <translation>載入演示資料(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep sandbox data between runs</source>
        <translation>在兩次執行之間保留沙盒資料(&amp;K)</translation>
    </message>
    <message>
        <source>Checked, quitting keeps the sandbox&apos;s keys for the next start without asking; unchecked, a quit with keys in the sandbox asks</source>
        <translation>勾選時, 退出會不經詢問為下次啟動保留沙盒中的鍵; 不勾選時, 沙盒中有鍵則退出時會詢問</translation>
    </message>
    <message>
        <source>&amp;Filter command log</source>
        <translation>篩選命令紀錄(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>連線(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>連線</translation>
    </message>
    <message>
        <source>Command log</source>
        <translation>命令紀錄</translation>
    </message>
    <message>
        <source>Write a few of each primitive (locks, semaphores, delayed queues, limiters, an address book) under cs: (Ctrl+Shift+D)</source>
        <translation>在 cs: 下寫入幾個各類原語 (鎖、信號量、延遲佇列、限流器、一個通訊錄) (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>The last session ended on %1, which needs a password: passwords are not stored. Give it in the connection dialog, or stay on the sandbox.</source>
        <translation>上次會話結束於 %1, 它需要密碼: 密碼不會被儲存。請在連線對話方塊中輸入, 或留在沙盒。</translation>
    </message>
    <message>
        <source>Releasing what CoordScope holds on the server…</source>
        <translation>正在釋放 CoordScope 在伺服器上持有的資源…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s data was not kept: %1. Quit again to leave without it.</source>
        <translation>沙盒的資料未被保留: %1。再次退出將不保留資料直接離開。</translation>
    </message>
    <message>
        <source>Quit CoordScope</source>
        <translation>退出 CoordScope</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox holds %n key(s). Keep them for the next start?</source>
        <translation>
            <numerusform>沙盒中有 %n 個鍵。要為下次啟動保留它們嗎?</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept, the sandbox starts from them next time (%1). Discarded, it starts empty.</source>
        <translation>保留: 沙盒下次從這些資料啟動 (%1)。丟棄: 沙盒下次為空。</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丟棄(&amp;D)</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>不再詢問</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>連線失敗: %1</translation>
    </message>
    <message>
        <source>Connection to %1 failed: %2</source>
        <translation>連線到 %1 失敗: %2</translation>
    </message>
    <message>
        <source>Could not start the sandbox redis-server: %1
Connect to a Redis server instead (Ctrl+K).</source>
        <translation>無法啟動沙盒 redis-server: %1
請改為連線到 Redis 伺服器 (Ctrl+K)。</translation>
    </message>
    <message>
        <source>Allow CoordScope to write to %1?

The playground actions (acquire, release, extend, enqueue, hit, load demo data) will change data on this server. The inspector keeps reading only.</source>
        <translation>允許 CoordScope 寫入 %1 嗎?

演練場的操作 (取得、釋放、續約、入隊、請求、載入演示資料) 將更改此伺服器上的資料。檢查器仍然唯讀取。</translation>
    </message>
    <message>
        <source>Allow writes</source>
        <translation>允許寫入</translation>
    </message>
    <message>
        <source>Filter this &amp;tab</source>
        <translation>篩選本分頁(&amp;T)</translation>
    </message>
    <message>
        <source>Focus the current tab&apos;s filter (Escape in it clears it)</source>
        <translation>聚焦目前分頁的篩選框（在其中按 Escape 清除）</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>PlaygroundCharts</name>
    <message>
        <source>operations/s</source>
        <translation>運算元/秒</translation>
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
        <translation>獲得授予前的等待</translation>
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
        <translation>允許/秒</translation>
    </message>
    <message>
        <source>admitted</source>
        <translation>已允許</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>Wait from enqueue to delivery</source>
        <translation>從入隊到投遞的等待</translation>
    </message>
    <message>
        <source>Delivered after due</source>
        <translation>到期後多久投遞</translation>
    </message>
    <message>
        <source>Admitted and limited</source>
        <translation>允許與受限</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>還沒有執行</translation>
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
        <translation>客戶端</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>引數</translation>
    </message>
    <message>
        <source>One client&apos;s own parameters on top of the run&apos;s: any of hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, fenced, comma-separated. The other clients keep the run&apos;s.</source>
        <translation>在本次執行引數之上某個客戶端自己的引數: hold=100-200、think=5、ttl=500、wait=1000、retry=10、watchdog、fenced 中的任意幾項, 以逗號分隔。其他客戶端沿用本次執行的引數。</translation>
    </message>
    <message>
        <source>Add client</source>
        <translation>新增客戶端</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>per-client row %1: client &quot;%2&quot; is not a client number (0 to %3)</source>
        <translation>單客戶端第 %1 行: 客戶端“%2”不是客戶端編號 (0 到 %3)</translation>
    </message>
    <message>
        <source>client %1: there are only %2 clients (0 to %3)</source>
        <translation>客戶端 %1: 只有 %2 個客戶端 (0 到 %3)</translation>
    </message>
    <message>
        <source>client %1: given twice (per-client rows %2 and %3)</source>
        <translation>客戶端 %1: 重複指定 (單客戶端第 %2 行和第 %3 行)</translation>
    </message>
    <message>
        <source>client %1: %2</source>
        <translation>客戶端 %1: %2</translation>
    </message>
</context>
<context>
    <name>PlaygroundConfigForm</name>
    <message>
        <source>A cluster, 3 + 3</source>
        <translation>叢集, 3 + 3</translation>
    </message>
    <message>
        <source>Sentinel, 1 + 2 + 3</source>
        <translation>哨兵, 1 + 2 + 3</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定義</translation>
    </message>
    <message>
        <source>Milliseconds a grant is held: &quot;30&quot; or a range &quot;20-80&quot;</source>
        <translation>每次授予持有的毫秒數: &quot;30&quot; 或範圍 &quot;20-80&quot;</translation>
    </message>
    <message>
        <source>Milliseconds between two operations: &quot;5&quot; or &quot;0-10&quot;</source>
        <translation>兩次操作之間的毫秒數: &quot;5&quot; 或 &quot;0-10&quot;</translation>
    </message>
    <message>
        <source>Semaphores: the permits; rate limiters: the admissions per window</source>
        <translation>信號量: 許可數; 限流器: 每個視窗允許的請求數</translation>
    </message>
    <message>
        <source>Rate limiters: the window&apos;s length in milliseconds</source>
        <translation>限流器: 視窗長度 (毫秒)</translation>
    </message>
    <message>
        <source>A Redis Cluster the playground starts: 3 masters, 3 replicas. Clients route by slot; the faults server-stop (of a master), replication-pause, cluster-failover and slot-migration act on it. Off: the connected server (Redlock: five masters; synced: a master and a replica).</source>
        <translation>演練場啟動的 Redis 叢集: 3 個主節點, 3 個從節點。客戶端按槽路由; 故障 server-stop (停止一個主節點)、replication-pause、cluster-failover 和 slot-migration 作用於該叢集。關閉時: 使用已連線的伺服器 (Redlock: 五個主節點; synced: 一個主節點和一個從節點)。</translation>
    </message>
    <message>
        <source>A master, 2 replicas and 3 sentinels the playground starts. Clients find the master through the sentinels, which promote a replica when the master is stopped or paused for longer than 1000 ms; replication-pause cuts the master&apos;s replicas off.</source>
        <translation>演練場啟動的一個主節點、2 個從節點和 3 個哨兵。客戶端透過哨兵找到主節點; 主節點停止或暫停超過 1000 毫秒時, 哨兵會提升一個從節點; replication-pause 會切斷主節點與從節點的聯絡。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Primitive</source>
        <translation>原語</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>客戶端數</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒數</translation>
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
        <translation>限額</translation>
    </message>
    <message>
        <source>Window (ms)</source>
        <translation>視窗 (毫秒)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>隨機種子</translation>
    </message>
    <message>
        <source>Extra faults</source>
        <translation>額外故障</translation>
    </message>
    <message>
        <source>Per-client parameters</source>
        <translation>單客戶端引數</translation>
    </message>
    <message>
        <source>A custom run: the checker reports whatever it finds.</source>
        <translation>自定義執行: 檢查器報告它發現的任何問題。</translation>
    </message>
    <message>
        <source>Expected for %1 (%2): %3.</source>
        <translation>%1 (%2) 的預期: %3。</translation>
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
        <translation>視窗</translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a cluster: untick the cluster</source>
        <translation>Redlock 執行在獨立的主節點上, 而不是叢集上: 請取消勾選叢集</translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a Sentinel deployment: untick Sentinel</source>
        <translation>Redlock 執行在獨立的主節點上, 而不是哨兵部署上: 請取消勾選哨兵</translation>
    </message>
    <message>
        <source>fault %1: client &quot;%2&quot;: there are only %3 clients (0 to %4)</source>
        <translation>故障 %1: 客戶端“%2”: 只有 %3 個客戶端 (0 到 %4)</translation>
    </message>
    <message>
        <source>fault %1: when &quot;%2&quot;: after the run&apos;s end (%3 ms)</source>
        <translation>故障 %1: 時間“%2”: 在執行結束之後 (%3 毫秒)</translation>
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
        <translation>時間</translation>
    </message>
    <message>
        <source>Client / node</source>
        <translation>客戶端 / 節點</translation>
    </message>
    <message>
        <source>For / by</source>
        <translation>持續 / 偏移</translation>
    </message>
    <message>
        <source>Faults added to the run. When: ms from the start (500), or a probability per operation of the client (p=0.01 or 1%). Client faults name a client, or &quot;all&quot; for a probability on every client; server faults a node. Pause, client-pause and debug-sleep last &quot;for&quot; ms, clock-skew and slow-network shift &quot;by&quot; ms. &quot;crash after-setnx&quot; crashes at that step of the variant instead of between operations.</source>
        <translation>加入本次執行的故障。時間: 距開始的毫秒數 (500), 或客戶端每次操作的機率 (p=0.01 或 1%)。客戶端故障指定一個客戶端, 或用 &quot;all&quot; 表示每個客戶端的機率; 伺服器故障指定一個節點。pause、client-pause 和 debug-sleep 持續“持續”毫秒, clock-skew 和 slow-network 偏移“偏移”毫秒。&quot;crash after-setnx&quot; 在變體的該步驟崩潰, 而不是在兩次操作之間。</translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation>新增故障</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>when</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>node</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>client</source>
        <translation>客戶端</translation>
    </message>
    <message>
        <source>for</source>
        <translation>持續</translation>
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
        <translation>故障 %1: 步驟“%2”: 本次執行的變體沒有這個步驟 (%3)</translation>
    </message>
    <message>
        <source>it has none: crash between operations</source>
        <translation>它沒有步驟: 在兩次操作之間崩潰</translation>
    </message>
    <message>
        <source>its steps: %1</source>
        <translation>它的步驟: %1</translation>
    </message>
    <message>
        <source>a time in ms, p=0.01 or 1%</source>
        <translation>以毫秒計的時間, p=0.01 或 1%</translation>
    </message>
    <message>
        <source>a node&apos;s number</source>
        <translation>節點編號</translation>
    </message>
    <message>
        <source>a client&apos;s number, or all</source>
        <translation>客戶端編號, 或 all</translation>
    </message>
    <message>
        <source>fault %1: %2 %3 does not exist</source>
        <translation>故障 %1: %2 %3 不存在</translation>
    </message>
    <message>
        <source>a slot from 0 to 16383</source>
        <translation>0 到 16383 之間的槽</translation>
    </message>
    <message>
        <source>a whole number of ms</source>
        <translation>整數毫秒</translation>
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
        <translation>每個客戶端一行: 持有為藍色, 等待為灰線 (被拒絕處有刻度), 入隊為綠色刻度, 受限的請求為灰色刻度, 故障為橙色 (伺服器故障為虛線), 違規為紅色</translation>
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
        <translation>拒絕</translation>
    </message>
    <message>
        <source>enqueued</source>
        <translation>已入隊</translation>
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
        <translation>違規</translation>
    </message>
    <message>
        <source>Start a run: each client&apos;s holds show here</source>
        <translation>開始一次執行: 每個客戶端的持有情況會顯示在這裡</translation>
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
        <translation>無法讀取 %1: %2</translation>
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
        <translation>拒絕</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客戶端</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Validity left</source>
        <translation>剩餘有效期</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>節點 %1</translation>
    </message>
</context>
<context>
    <name>PlaygroundRedlockPanel</name>
    <message>
        <source>The lock&apos;s TTL in the next run: the validity budget</source>
        <translation>下次執行中鎖的 TTL: 有效期預算</translation>
    </message>
    <message>
        <source>Client 0&apos;s clock runs ahead (+) or behind (-) by this much</source>
        <translation>客戶端 0 的時鐘快 (+) 或慢 (-) 這麼多</translation>
    </message>
    <message>
        <source>Extra delay before every client&apos;s commands: validity shrinks</source>
        <translation>每個客戶端的命令之前的額外延遲: 有效期會縮短</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Clock drift</source>
        <translation>時鐘漂移</translation>
    </message>
    <message>
        <source>Node latency</source>
        <translation>節點延遲</translation>
    </message>
    <message>
        <source>Redlock: each node&apos;s answer and latency, and the validity left per attempt</source>
        <translation>Redlock: 每個節點的應答和延遲, 以及每次嘗試剩餘的有效期</translation>
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
        <translation>開始</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>單步</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Save history…</source>
        <translation>儲存歷史…</translation>
    </message>
    <message>
        <source>Load history…</source>
        <translation>載入歷史…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>匯出 PNG…</translation>
    </message>
    <message>
        <source>While paused: every client does one more operation</source>
        <translation>暫停時: 每個客戶端再執行一次操作</translation>
    </message>
    <message>
        <source>End the run as its time would: operations finish, queues drain</source>
        <translation>像時間到了一樣結束執行: 操作完成, 佇列排空</translation>
    </message>
    <message>
        <source>the playground run did not end in time: client %1 may still hold %2 until its lease ends</source>
        <translation>演練場執行未能及時結束: 客戶端 %1 可能仍持有 %2, 直到其租約結束</translation>
    </message>
    <message>
        <source>the playground run did not end in time: its clients&apos; holds stay until their leases end</source>
        <translation>演練場執行未能及時結束: 其客戶端的持有會保留到租約結束</translation>
    </message>
    <message>
        <source>A run is under way: stop it first.</source>
        <translation>有一次執行正在進行: 請先停止它。</translation>
    </message>
    <message>
        <source>Read-only mode: the playground writes to the server. Turn Read-only off (Connection menu) to run it.</source>
        <translation>唯讀模式: 演練場會寫入伺服器。要執行它, 請關閉唯讀模式 (“連線”選單)。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server to run it.</source>
        <translation>未連線: 請啟動沙盒或連線到伺服器後執行。</translation>
    </message>
    <message>
        <source>Start the run</source>
        <translation>開始執行</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>%1 · %2 s · %3 events · %4 operations</source>
        <translation>%1 · %2 秒 · %3 個事件 · %4 次操作</translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed</source>
        <translation>
            <numerusform>%n 次操作失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在載入…</translation>
    </message>
    <message>
        <source>Running: no violations so far.</source>
        <translation>執行中: 目前沒有違規。</translation>
    </message>
    <message>
        <source>Could not start: %1</source>
        <translation>無法開始: %1</translation>
    </message>
    <message>
        <source>Read-only turned on: the run was aborted, it writes to the server.</source>
        <translation>已開啟唯讀: 執行已中止, 因為它會寫入伺服器。</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>執行失敗: %1</translation>
    </message>
    <message>
        <source>%1 enqueued, %2 delivered (%3 again), %4 acked</source>
        <translation>入隊 %1, 投遞 %2 (重複 %3), 確認 %4</translation>
    </message>
    <message>
        <source>%1 admitted, %2 limited</source>
        <translation>允許 %1, 受限 %2</translation>
    </message>
    <message>
        <source>wait p50 %1 ms, p99 %2 ms, Jain %3</source>
        <translation>等待 p50 %1 毫秒, p99 %2 毫秒, Jain 指數 %3</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>最終: %1</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>目前: %1</translation>
    </message>
    <message>
        <source>; %1 events, %2 ops/s, %3.</source>
        <translation>; %1 個事件, %2 操作/秒, %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed: %1.</source>
        <translation>
            <numerusform>%n 次操作失敗: %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected: %1. The checker alone found: %2.</source>
        <translation>預期: %1。僅檢查器發現: %2。</translation>
    </message>
    <message>
        <source>Expected: %1. Found: %2.</source>
        <translation>預期: %1。發現: %2。</translation>
    </message>
    <message>
        <source>Not judged: the run is inconclusive.</source>
        <translation>不作判斷: 執行結果不確定。</translation>
    </message>
    <message>
        <source>As expected.</source>
        <translation>符合預期。</translation>
    </message>
    <message>
        <source>NOT as expected.</source>
        <translation>不符合預期。</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1: %2</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在載入 %1…</translation>
    </message>
    <message>
        <source>Could not load: %1</source>
        <translation>無法載入: %1</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在檢查 %1…</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>已載入 %1</translation>
    </message>
    <message>
        <source>Loaded %1, which may not be whole: %2</source>
        <translation>已載入 %1, 可能不完整: %2</translation>
    </message>
    <message>
        <source>Save history</source>
        <translation>儲存歷史</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;CSV, events only (*.csv)</source>
        <translation>JSON Lines (*.jsonl);;CSV, 僅事件 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation>無法儲存: %1</translation>
    </message>
    <message>
        <source>Load history</source>
        <translation>載入歷史</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;所有檔案 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s)</source>
        <translation>
            <numerusform>%n 次違規</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimitiveEntriesModel</name>
    <message>
        <source>in %1</source>
        <translation>%1 後</translation>
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
        <translation>預覽</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>計數</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>標記</translation>
    </message>
</context>
<context>
    <name>PrimitiveListModel</name>
    <message>
        <source>free · %1 waiting</source>
        <translation>空閒 · %1 個在等待</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空閒</translation>
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
        <translation> · 剩餘 %1</translation>
    </message>
    <message>
        <source> · no expiry</source>
        <translation> · 不過期</translation>
    </message>
    <message>
        <source> · %1 waiting</source>
        <translation> · %1 個在等待</translation>
    </message>
    <message>
        <source>%1 / %2 holders</source>
        <translation>%1 / %2 個持有者</translation>
    </message>
    <message>
        <source> · %1 expired</source>
        <translation> · %1 個已過期</translation>
    </message>
    <message>
        <source>%1 due of %2</source>
        <translation>%2 項中 %1 項到期</translation>
    </message>
    <message>
        <source>%1 scheduled</source>
        <translation>已排程 %1 項</translation>
    </message>
    <message>
        <source>%1 · limit %2</source>
        <translation>%1 · 限額 %2</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 個條目</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>佈局: %1</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 個鍵</translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation>讀取失敗: %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>庫</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s)</source>
        <translation>
            <numerusform>%n 個持有者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subject(s)</source>
        <translation>
            <numerusform>%n 個物件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n note(s))</source>
        <translation>
            <numerusform>  (%n 條備註)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>已釋放</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已過期</translation>
    </message>
    <message>
        <source>taken over</source>
        <translation>被接管</translation>
    </message>
    <message>
        <source>, fencing number %1</source>
        <translation>, 柵欄令牌 %1</translation>
    </message>
    <message>
        <source>, hold count %1</source>
        <translation>, 持有次數 %1</translation>
    </message>
    <message>
        <source>, lease %1 ms</source>
        <translation>, 租約 %1 毫秒</translation>
    </message>
    <message>
        <source>, no expiry</source>
        <translation>, 不過期</translation>
    </message>
    <message>
        <source>%1 must be a whole number of milliseconds</source>
        <translation>%1 必須是整數毫秒</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 ms</source>
        <translation>%1 必須在 %2 到 %3 毫秒之間</translation>
    </message>
    <message>
        <source>Give the lock a name</source>
        <translation>請為鎖命名</translation>
    </message>
    <message>
        <source>A lock name cannot contain { or } (they delimit the key&apos;s hash tag)</source>
        <translation>鎖名不能包含 { 或 } (它們界定鍵的雜湊標籤)</translation>
    </message>
    <message>
        <source>A lock name is at most 200 characters</source>
        <translation>鎖名最多 200 個字元</translation>
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
        <translation>重試間隔</translation>
    </message>
    <message numerus="yes">
        <source>Not acquired: %1 after %n attempt(s)</source>
        <translation>
            <numerusform>未取得: %1, 共嘗試 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>held by someone else</source>
        <translation>被其他人持有</translation>
    </message>
    <message>
        <source>Acquired %1 (%2), token %3</source>
        <translation>已取得 %1 (%2), 令牌 %3</translation>
    </message>
    <message>
        <source>Nothing to release: this playground does not hold the %1 lock %2</source>
        <translation>無可釋放: 此演練場未持有 %1 鎖 %2</translation>
    </message>
    <message>
        <source>the lock was no longer ours (expired or taken)</source>
        <translation>鎖已不再屬於我們 (已過期或被接管)</translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation>已釋放 %1</translation>
    </message>
    <message numerus="yes">
        <source>Released one hold of %1; %n left</source>
        <translation>
            <numerusform>已釋放 %1 的一次持有; 還剩 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Not released: %1 was no longer ours (expired or taken)</source>
        <translation>未釋放: %1 已不再屬於我們 (已過期或被接管)</translation>
    </message>
    <message>
        <source>Deleted %1 without checking whose it was (%2 lock)</source>
        <translation>未檢查歸屬就刪除了 %1 (%2 鎖)</translation>
    </message>
    <message>
        <source>Nothing to extend: this playground does not hold the %1 lock %2</source>
        <translation>無可續約: 此演練場未持有 %1 鎖 %2</translation>
    </message>
    <message>
        <source>the lock was lost</source>
        <translation>鎖已丟失</translation>
    </message>
    <message>
        <source>Not extended: %1 was no longer ours</source>
        <translation>未續約: %1 已不再屬於我們</translation>
    </message>
    <message>
        <source>Extended %1</source>
        <translation>已續約 %1</translation>
    </message>
    <message>
        <source>, valid for %1 ms</source>
        <translation>, 有效期 %1 毫秒</translation>
    </message>
    <message>
        <source>Loaded %1 demo locks</source>
        <translation>已載入 %1 把演示鎖</translation>
    </message>
    <message>
        <source>Demo traffic on the lock burst done</source>
        <translation>鎖 burst 上的演示流量已完成</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>“%1”不是整數</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 超出範圍 (%2 到 %3)</translation>
    </message>
    <message>
        <source>Age (s)</source>
        <translation>存在時間 (秒)</translation>
    </message>
    <message>
        <source>Time left (s)</source>
        <translation>剩餘時間 (秒)</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>計數器</translation>
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
        <translation>匯出</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>無法繪製圖表</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1: %2</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n row(s) to %1</source>
        <translation>
            <numerusform>已將 %n 行儲存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 影象 (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
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
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>匯出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Filter limiters and subjects</source>
        <translation>篩選限流器和物件</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
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
        <translation>正在查詢限流器…</translation>
    </message>
    <message>
        <source>No rate limiters found in this database</source>
        <translation>此資料庫中沒有找到限流器</translation>
    </message>
    <message>
        <source>This view shows every rate limiter subject: its algorithm, how much of its allowance is used, and whether the next request would be refused; the chart shows the traffic you send from the form.</source>
        <translation>此檢視顯示每個限流器物件: 其演算法、額度已使用多少, 以及下一個請求是否會被拒絕; 圖表顯示你從表單傳送的流量。</translation>
    </message>
    <message>
        <source>Load demo data writes a limiter of each kind with a few subjects.</source>
        <translation>載入演示資料會寫入每種型別的一個限流器, 各帶幾個物件。</translation>
    </message>
    <message>
        <source>Loading rate limiter demo data</source>
        <translation>正在載入限流器演示資料</translation>
    </message>
    <message>
        <source>Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)</source>
        <translation>寫入每種型別的一個限流器, 各帶幾個物件 (cs:{name:subject}:kind)</translation>
    </message>
</context>
<context>
    <name>RecentContactsBox</name>
    <message>
        <source>Recent contacts</source>
        <translation>最近聯絡人</translation>
    </message>
    <message>
        <source>&amp;Add contact</source>
        <translation>新增聯絡人(&amp;A)</translation>
    </message>
    <message>
        <source>user (cs:{user}:recent)</source>
        <translation>使用者 (cs:{user}:recent)</translation>
    </message>
    <message>
        <source>Type to match contacts</source>
        <translation>輸入以匹配聯絡人</translation>
    </message>
    <message>
        <source>How the text matches: exact matches first, then prefix matches, then the others, most recent first within each</source>
        <translation>文字的匹配方式: 先完全匹配, 再字首匹配, 然後其他, 每組內最近的在前</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>使用者(&amp;U):</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>匹配:</translation>
    </message>
    <message>
        <source>User: %1</source>
        <translation>使用者: %1</translation>
    </message>
    <message>
        <source>Matching recent contacts</source>
        <translation>正在匹配最近聯絡人</translation>
    </message>
    <message>
        <source>Adding a recent contact</source>
        <translation>正在新增最近聯絡人</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>已新增。</translation>
    </message>
    <message>
        <source>Could not add: %1</source>
        <translation>無法新增: %1</translation>
    </message>
    <message>
        <source>Could not match: %1</source>
        <translation>無法匹配: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n contacts</source>
        <translation>
            <numerusform>%n 個聯絡人</numerusform>
        </translation>
    </message>
    <message>
        <source>Move the text to the front of the user&apos;s recent contacts</source>
        <translation>把該文字移到該使用者最近聯絡人的最前面</translation>
    </message>
    <message>
        <source>Read-only mode: adding a contact writes the list</source>
        <translation>唯讀模式: 新增聯絡人會寫入列表</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
</context>
<context>
    <name>ReleaseOnQuit</name>
    <message>
        <source>no answer within the %1 ms a quit waits</source>
        <translation>在退出等待的 %1 毫秒內沒有應答</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>Release before quitting</source>
        <translation>退出前釋放</translation>
    </message>
</context>
<context>
    <name>ScreenshotTour</name>
    <message>
        <source>playground scenario %1: the run did not finish within %2 s</source>
        <translation>演練場情境 %1: 執行未在 %2 秒內結束</translation>
    </message>
    <message>
        <source>playground scenario %1: no final verdict within %2 s</source>
        <translation>演練場情境 %1: 未在 %2 秒內得出最終結論</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>無法建立 %1</translation>
    </message>
    <message>
        <source>not connected after %1 s</source>
        <translation>%1 秒後仍未連線</translation>
    </message>
    <message>
        <source>no Playground tab</source>
        <translation>沒有演練場標籤頁</translation>
    </message>
    <message>
        <source>no playground scenario named %1</source>
        <translation>沒有名為 %1 的演練場情境</translation>
    </message>
    <message>
        <source>playground scenario %1: cannot start: %2</source>
        <translation>演練場情境 %1: 無法開始: %2</translation>
    </message>
    <message>
        <source>playground scenario %1: the run did not start</source>
        <translation>演練場情境 %1: 執行未開始</translation>
    </message>
    <message>
        <source>playground scenario %1: the run failed: %2</source>
        <translation>演練場情境 %1: 執行失敗: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
</context>
<context>
    <name>SemaphoreActionForm</name>
    <message>
        <source>basic, fair and locked are the book&apos;s semaphores (client clocks); atomic and ttl-keys are the safe ones</source>
        <translation>basic、fair 和 locked 是書中的信號量 (使用客戶端時鐘); atomic 和 ttl-keys 是安全的</translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation>取得(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>釋放(&amp;R)</translation>
    </message>
    <message>
        <source>Acquire a permit</source>
        <translation>取得一個許可</translation>
    </message>
    <message>
        <source>Release a permit</source>
        <translation>釋放一個許可</translation>
    </message>
    <message>
        <source>A sorted set scored by the client&apos;s clock: clients with skewed clocks steal permits</source>
        <translation>按客戶端時鐘打分的有序集合: 時鐘偏差的客戶端會搶走許可</translation>
    </message>
    <message>
        <source>Ordered by a counter (INCR), so a fast clock does not jump the queue; still times out by client time</source>
        <translation>按計數器 (INCR) 排序, 因此時鐘快的客戶端無法插隊; 但仍按客戶端時間判斷逾時</translation>
    </message>
    <message>
        <source>The fair semaphore acquired under a short token lock</source>
        <translation>在短時令牌鎖保護下取得的公平信號量</translation>
    </message>
    <message>
        <source>One script on the server&apos;s clock, scored by expiry</source>
        <translation>在伺服器時鐘上執行的單個指令碼, 按過期時間打分</translation>
    </message>
    <message>
        <source>Ordered by a counter, each permit&apos;s lease a key that Redis expires: no clock comparisons at all</source>
        <translation>按計數器排序, 每個許可的租約是一個由 Redis 過期的鍵: 完全不比較時鐘</translation>
    </message>
    <message>
        <source>unknown: choose</source>
        <translation>未知: 請選擇</translation>
    </message>
    <message>
        <source>name, e.g. pool (keys cs:{pool}:…)</source>
        <translation>名稱, 例如 pool (鍵 cs:{pool}:…)</translation>
    </message>
    <message>
        <source>Permits in all</source>
        <translation>許可總數</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>A permit not released within its lease expires</source>
        <translation>租約內未釋放的許可會過期</translation>
    </message>
    <message>
        <source>How long Acquire keeps trying; 0: one attempt</source>
        <translation>取得操作持續重試的時長; 0: 只嘗試一次</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>型別(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>限額(&amp;L):</translation>
    </message>
    <message>
        <source>L&amp;ease:</source>
        <translation>租約(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Wait:</source>
        <translation>等待(&amp;W):</translation>
    </message>
    <message>
        <source>The kind of %1 is %2. %3</source>
        <translation>%1 的型別是 %2。%3</translation>
    </message>
    <message>
        <source>Enter the semaphore&apos;s name.</source>
        <translation>請輸入信號量的名稱。</translation>
    </message>
    <message>
        <source>The name cannot be used: %1</source>
        <translation>無法使用該名稱: %1</translation>
    </message>
    <message>
        <source>The name is too long (at most 200 characters).</source>
        <translation>名稱太長 (最多 200 個字元)。</translation>
    </message>
    <message>
        <source>Choose a kind of semaphore.</source>
        <translation>請選擇一種信號量。</translation>
    </message>
    <message>
        <source>Refused: the connection is read-only.</source>
        <translation>被拒絕: 連線為唯讀。</translation>
    </message>
    <message>
        <source>Refused: not connected.</source>
        <translation>被拒絕: 未連線。</translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation>未連線: 請先啟動沙盒或連線到伺服器。</translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands. Turn read-only off for this connection to acquire and release permits.</source>
        <translation>唯讀連線: CoordScope 只發送讀命令。要取得和釋放許可, 請關閉此連線的唯讀模式。</translation>
    </message>
    <message>
        <source>Acquire a permit (Ctrl+Shift+A)</source>
        <translation>取得一個許可 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Release the oldest permit acquired here (Ctrl+Shift+R)</source>
        <translation>釋放在此取得的最早的許可 (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Acquiring a permit on %1…</source>
        <translation>正在取得 %1 上的一個許可…</translation>
    </message>
    <message>
        <source>Acquire a %1 permit on %2</source>
        <translation>取得 %2 上的一個 %1 許可</translation>
    </message>
    <message>
        <source>Acquire failed: %1</source>
        <translation>取得失敗: %1</translation>
    </message>
    <message>
        <source>Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; %7 held here</source>
        <translation>已取得 %1 上的一個許可 (%2): 持有者 %3, 排名 %4, 限額 %5, 租約 %6; 在此持有 %7 個</translation>
    </message>
    <message>
        <source>Refused on %1 (%2): %3</source>
        <translation>在 %1 (%2) 上被拒絕: %3</translation>
    </message>
    <message>
        <source>no permit free</source>
        <translation>沒有空閒許可</translation>
    </message>
    <message>
        <source>Releasing a permit on %1…</source>
        <translation>正在釋放 %1 上的一個許可…</translation>
    </message>
    <message>
        <source>Release a %1 permit on %2</source>
        <translation>釋放 %2 上的一個 %1 許可</translation>
    </message>
    <message>
        <source>Release failed: %1</source>
        <translation>釋放失敗: %1</translation>
    </message>
    <message>
        <source>Released holder %1 on %2; %3 held here</source>
        <translation>已釋放 %2 上的持有者 %1; 在此持有 %3 個</translation>
    </message>
    <message>
        <source>Holder %1 on %2 had already expired and was cleaned up: %3</source>
        <translation>%2 上的持有者 %1 已過期並被清理: %3</translation>
    </message>
    <message>
        <source>Not run: the connection changed or the action was cancelled.</source>
        <translation>未執行: 連線已改變或操作已取消。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
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
        <translation>存在它的 :semlock 鍵: 只有 locked 信號量會寫入該鍵。</translation>
    </message>
    <message>
        <source>An :owners set is written by the fair and the locked semaphore; the locked one&apos;s :semlock key exists only while an acquire runs.</source>
        <translation>fair 和 locked 信號量都會寫入 :owners 集合; locked 信號量的 :semlock 鍵只在取得操作執行期間存在。</translation>
    </message>
    <message>
        <source>Its holders are scored by a counter and it has a :counter or :lease: key: only ttl-keys writes those.</source>
        <translation>它的持有者按計數器打分, 且存在 :counter 或 :lease: 鍵: 只有 ttl-keys 會寫入這些鍵。</translation>
    </message>
    <message>
        <source>Its holders did not read as scored by time, yet it has neither the :counter of ttl-keys nor the :owners of fair: the keys do not tell.</source>
        <translation>它的持有者看起來不是按時間打分的, 但它既沒有 ttl-keys 的 :counter, 也沒有 fair 的 :owners: 無法從鍵判斷。</translation>
    </message>
    <message>
        <source>Only a :holders set scored by time: the basic semaphore scores the acquire time, the atomic one the expiry, and the keys cannot tell which.</source>
        <translation>只有按時間打分的 :holders 集合: basic 信號量記錄取得時間, atomic 信號量記錄過期時間, 無法從鍵判斷是哪一種。</translation>
    </message>
    <message>
        <source>No :holders set: the keys do not say which kind wrote them.</source>
        <translation>沒有 :holders 集合: 無法從鍵判斷是哪種信號量寫入的。</translation>
    </message>
</context>
<context>
    <name>SemaphoreMembersModel</name>
    <message>
        <source>counter %1</source>
        <translation>計數器 %1</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>%1 後過期</translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation>%1 前已過期</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>beyond limit</source>
        <translation>超出限額</translation>
    </message>
    <message>
        <source>expired, not cleaned</source>
        <translation>已過期, 未清理</translation>
    </message>
    <message>
        <source>Ranked past the limit but still in the set: it should not hold a permit</source>
        <translation>排名超出限額但仍在集合中: 它不應持有許可</translation>
    </message>
    <message>
        <source>Past its lease; the next acquire removes it</source>
        <translation>已超過租約; 下一次取得會將其移除</translation>
    </message>
    <message>
        <source>Lease TTL (ms)</source>
        <translation>租約 TTL (毫秒)</translation>
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
        <translation>過期時間</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在時間</translation>
    </message>
    <message>
        <source>Lease TTL</source>
        <translation>租約 TTL</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>標記</translation>
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
        <translation>超出限額</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已過期</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>限額 %1</translation>
    </message>
    <message>
        <source>No members</source>
        <translation>沒有成員</translation>
    </message>
    <message>
        <source>%1 by rank</source>
        <translation>按排名的%1</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成員</translation>
    </message>
    <message>
        <source>%1, first %2 of %3</source>
        <translation>%1, 共 %3 個, 顯示前 %2 個</translation>
    </message>
</context>
<context>
    <name>SemaphoreTableModel</name>
    <message>
        <source>%1 Seen as %2 earlier: its keys then said so.</source>
        <translation>%1 之前曾被識別為 %2: 當時它的鍵是這樣顯示的。</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1 (推測)</translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation>讀取失敗: %1</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>佈局: %1</translation>
    </message>
    <message>
        <source>This layout does not store its limit: this is the limit CoordScope last used on it</source>
        <translation>此佈局不儲存限額: 這是 CoordScope 上次對它使用的限額</translation>
    </message>
    <message>
        <source>Members past their lease that no acquire has cleaned up yet</source>
        <translation>已超過租約但尚未被任何取得操作清理的成員</translation>
    </message>
    <message>
        <source>Live members ranked at or past the limit: they should not hold a permit</source>
        <translation>排名達到或超過限額的存活成員: 它們不應持有許可</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>佈局</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限額</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空閒</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已過期</translation>
    </message>
    <message>
        <source>Beyond limit</source>
        <translation>超出限額</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>SemaphoresView</name>
    <message>
        <source>semaphores view</source>
        <translation>信號量檢視</translation>
    </message>
    <message>
        <source>Export semaphores as CSV…</source>
        <translation>將信號量匯出為 CSV…</translation>
    </message>
    <message>
        <source>Export members as CSV…</source>
        <translation>將成員匯出為 CSV…</translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG…</translation>
    </message>
    <message>
        <source>Playground</source>
        <translation>演練場</translation>
    </message>
    <message>
        <source>Filter by name, layout, kind or notes</source>
        <translation>按名稱、佈局、型別或備註篩選</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Copy &amp;holder ids</source>
        <translation>複製持有者 ID(&amp;H)</translation>
    </message>
    <message>
        <source>Load semaphore demo data</source>
        <translation>載入信號量演示資料</translation>
    </message>
    <message>
        <source>Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder beyond its limit, and two with expired members not yet cleaned up</source>
        <translation>在 cs:{sem-demo-…} 下寫入幾個信號量: 一個 basic 信號量、一個有持有者超出限額的公平信號量, 以及兩個有已過期但尚未清理的成員的信號量</translation>
    </message>
    <message>
        <source>Demo data loaded: %1 semaphores</source>
        <translation>已載入演示資料: %1 個信號量</translation>
    </message>
    <message>
        <source>Select a semaphore to see its members</source>
        <translation>選擇一個信號量以檢視其成員</translation>
    </message>
    <message>
        <source>%1 is gone (its keys vanished or changed type)</source>
        <translation>%1 已不存在 (其鍵已消失或型別已改變)</translation>
    </message>
    <message>
        <source>%1 · %2 members</source>
        <translation>%1 · %2 個成員</translation>
    </message>
    <message>
        <source> · limit %1 (assumed)</source>
        <translation> · 限額 %1 (推測)</translation>
    </message>
    <message>
        <source> · limit %1</source>
        <translation> · 限額 %1</translation>
    </message>
    <message>
        <source>Notes: </source>
        <translation>備註: </translation>
    </message>
    <message>
        <source>its semaphores.</source>
        <translation>其中的信號量。</translation>
    </message>
    <message>
        <source>Looking for semaphores…</source>
        <translation>正在查詢信號量…</translation>
    </message>
    <message>
        <source>No semaphores found in this database</source>
        <translation>此資料庫中沒有找到信號量</translation>
    </message>
    <message>
        <source>This view shows counting semaphores (CoordScope&apos;s, Redisson&apos;s RSemaphore and RPermitExpirableSemaphore, Redis in Action&apos;s): each one&apos;s members in rank order with their age or counter, the limit, and the members beyond the limit or expired but not yet cleaned up.</source>
        <translation>此檢視顯示計數信號量 (CoordScope 自己的、Redisson 的 RSemaphore 和 RPermitExpirableSemaphore、Redis 實戰的): 每個信號量按排名排列的成員及其存在時間或計數器、限額, 以及超出限額或已過期但尚未清理的成員。</translation>
    </message>
    <message>
        <source>Load demo data writes a semaphore of each kind with a few holders.</source>
        <translation>載入演示資料會寫入每種型別的一個信號量, 各帶幾個持有者。</translation>
    </message>
</context>
<context>
    <name>SentinelFailoverModel</name>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>From</source>
        <translation>原主節點</translation>
    </message>
    <message>
        <source>To</source>
        <translation>新主節點</translation>
    </message>
    <message>
        <source>Learnt from</source>
        <translation>獲知來源</translation>
    </message>
    <message>
        <source>+switch-master from sentinel %1</source>
        <translation>來自哨兵 %1 的 +switch-master</translation>
    </message>
    <message>
        <source>sentinel %1, asked at a reconnect</source>
        <translation>哨兵 %1, 在重連時詢問</translation>
    </message>
</context>
<context>
    <name>SentinelReplicaModel</name>
    <message>
        <source>Replica</source>
        <translation>從節點</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>標誌</translation>
    </message>
    <message>
        <source>Link to master</source>
        <translation>與主節點的連線</translation>
    </message>
    <message>
        <source>Replication offset</source>
        <translation>複製偏移量</translation>
    </message>
    <message>
        <source>Lag (bytes)</source>
        <translation>延遲 (位元組)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The master&apos;s offset could not be read (INFO replication on the master)</source>
        <translation>無法讀取主節點的偏移量 (主節點上的 INFO replication)</translation>
    </message>
</context>
<context>
    <name>SentinelView</name>
    <message>
        <source>Refresh</source>
        <translation>重新整理</translation>
    </message>
    <message>
        <source>Read the status from the sentinels now (read commands only)</source>
        <translation>立即從哨兵讀取狀態 (僅讀命令)</translation>
    </message>
    <message>
        <source>Master:</source>
        <translation>主節點:</translation>
    </message>
    <message>
        <source>Quorum:</source>
        <translation>法定人數:</translation>
    </message>
    <message>
        <source>Sentinels:</source>
        <translation>哨兵:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replicas&lt;/b&gt;: the lag is how many bytes of the master&apos;s replication stream each has not acknowledged yet; a write acknowledged by the master alone is lost if it fails over to a replica that lags.</source>
        <translation>&lt;b&gt;從節點&lt;/b&gt;: 延遲是指每個從節點尚未確認的主節點複製流位元組數; 如果故障轉移到一個有延遲的從節點, 只被主節點確認的寫入會丟失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Failovers seen&lt;/b&gt; by this connection: announced by a sentinel on +switch-master (the client goes to the new master at once), or found when the sentinels were asked again at a reconnect.</source>
        <translation>此連線看到的&lt;b&gt;故障轉移&lt;/b&gt;: 由哨兵透過 +switch-master 宣佈 (客戶端立即轉到新主節點), 或在重連時重新詢問哨兵時發現。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; at %2 · flags: %3</source>
        <translation>“%1” 位於 %2 · 標誌: %3</translation>
    </message>
    <message>
        <source>%1 sentinels must agree that the master is down · CKQUORUM: %2</source>
        <translation>需要 %1 個哨兵同意主節點已下線 · CKQUORUM: %2</translation>
    </message>
    <message>
        <source>%1 (answered this read)</source>
        <translation>%1 (應答了本次讀取)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Reading the Sentinel status failed: %1</source>
        <translation>讀取哨兵狀態失敗: %1</translation>
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
        <translation>此標籤頁顯示期間每 %1 秒從 %2 讀取一次 (SENTINEL MASTER、REPLICAS、SENTINELS、CKQUORUM; 主節點上的 INFO replication)</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>讀取中…</translation>
    </message>
    <message>
        <source>last read %1</source>
        <translation>上次讀取 %1</translation>
    </message>
    <message>
        <source>asking the sentinels…</source>
        <translation>正在詢問哨兵…</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>Connect through Redis Sentinel (a redis+sentinel:// URL) to see the master its sentinels monitor, the quorum, the replicas and their lag, and the failovers the connection follows.</source>
        <translation>透過 Redis 哨兵連線 (redis+sentinel:// URL), 即可檢視其哨兵監控的主節點、法定人數、從節點及其延遲, 以及連線跟隨的故障轉移。</translation>
    </message>
    <message>
        <source>Not a Sentinel connection</source>
        <translation>不是哨兵連線</translation>
    </message>
    <message>
        <source>%1 is reached directly, not through Redis Sentinel. Connect with a redis+sentinel://HOST:26379/MASTER URL to see its sentinels here.</source>
        <translation>%1 是直接連線的, 而不是透過 Redis 哨兵。使用 redis+sentinel://HOST:26379/MASTER URL 連線即可在此檢視其哨兵。</translation>
    </message>
</context>
<context>
    <name>ServerOverview</name>
    <message>
        <source>Uptime</source>
        <translation>執行時間</translation>
    </message>
    <message>
        <source>Connected clients</source>
        <translation>已連線客戶端</translation>
    </message>
    <message>
        <source>Used memory</source>
        <translation>已用記憶體</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Keys per database</source>
        <translation>各資料庫的鍵數</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>活動</translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation>每秒運算元</translation>
    </message>
    <message>
        <source>Commands processed</source>
        <translation>已處理命令數</translation>
    </message>
    <message>
        <source>Connections received</source>
        <translation>已接收連線數</translation>
    </message>
    <message>
        <source>Blocked clients</source>
        <translation>阻塞的客戶端</translation>
    </message>
    <message>
        <source>Keyspace hits</source>
        <translation>鍵空間命中</translation>
    </message>
    <message>
        <source>Keyspace misses</source>
        <translation>鍵空間未命中</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>TCP port</source>
        <translation>TCP 埠</translation>
    </message>
    <message>
        <source>Process id</source>
        <translation>程序 ID</translation>
    </message>
    <message>
        <source>Executable</source>
        <translation>可執行檔案</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>記憶體上限</translation>
    </message>
    <message>
        <source>Eviction policy</source>
        <translation>淘汰策略</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <source>This server holds no keys yet. Load demo data to see a few of every primitive in the tabs, try a lock in the Locks tab, or run a scenario in the Playground.</source>
        <translation>此伺服器還沒有鍵。載入演示資料即可在各標籤頁中看到幾個各類原語, 也可以在“鎖”標籤頁中試用鎖, 或在演練場中執行一個情境。</translation>
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
        <translation>伺服器拒絕 INFO (%1): 沒有伺服器資料; 每 %2 秒重新詢問一次</translation>
    </message>
    <message>
        <source>Reading INFO…</source>
        <translation>正在讀取 INFO…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在連線…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>正在啟動沙盒…</translation>
    </message>
    <message>
        <source>A private redis-server for experiments, gone when CoordScope quits.</source>
        <translation>一個用於實驗的私有 redis-server, CoordScope 退出時隨之消失。</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>連線已斷開, 正在重連…</translation>
    </message>
    <message>
        <source>The summary comes back as soon as %1 answers again.</source>
        <translation>%1 再次應答後, 摘要會立即恢復。</translation>
    </message>
    <message>
        <source>Start a private sandbox server to experiment safely, or connect to a Redis server you run.</source>
        <translation>啟動一個私有的沙盒伺服器以便安全地實驗, 或連線到你執行的 Redis 伺服器。</translation>
    </message>
    <message>
        <source>sandbox on %1</source>
        <translation>沙盒位於 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>db%1    %2 keys, %3 with a TTL</source>
        <translation>db%1    %2 個鍵, %3 個帶 TTL</translation>
    </message>
    <message>
        <source>No keys in any database.</source>
        <translation>所有資料庫中都沒有鍵。</translation>
    </message>
    <message>
        <source>Updated %1 · refreshed every %2 s</source>
        <translation>更新於 %1 · 每 %2 秒重新整理</translation>
    </message>
</context>
<context>
    <name>ServerSession</name>
    <message>
        <source>the sandbox is not running</source>
        <translation>沙盒未在執行</translation>
    </message>
    <message>
        <source>the sandbox did not say where it saved</source>
        <translation>沙盒沒有說明它儲存在哪裡</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>the sandbox redis-server exited unexpectedly (exit code %1)</source>
        <translation>沙盒 redis-server 意外退出 (退出碼 %1)</translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message>
        <source>Read-only: CoordScope sends only read commands to this server. Connection › Read-only turns it off for this connection.</source>
        <translation>唯讀: CoordScope 只向此伺服器傳送讀命令。“連線 › 唯讀”可以為此連線關閉唯讀。</translation>
    </message>
    <message>
        <source>TLS unverified</source>
        <translation>TLS 未驗證</translation>
    </message>
    <message>
        <source>TLS without certificate verification (verify=no): the server&apos;s certificate is not checked, so the server is not authenticated and anyone on the path can read and change this connection. Use ca= (or the system&apos;s CAs) and leave verify on.</source>
        <translation>TLS 未驗證證書 (verify=no): 不檢查伺服器的證書, 因此伺服器未經認證, 路徑上的任何人都能讀取和更改此連線的內容。請使用 ca= (或系統的 CA) 並保持驗證開啟。</translation>
    </message>
    <message>
        <source>A Redis Cluster: each command goes to the master of its keys&apos; slot, and discovery and the key browser scan every master (the Cluster tab shows the nodes)</source>
        <translation>Redis 叢集: 每條命令都發往其鍵所在槽的主節點, 發現過程和鍵瀏覽器會掃描每個主節點 (“叢集”標籤頁顯示各節點)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 位於 %2</translation>
    </message>
    <message>
        <source>no server</source>
        <translation>沒有伺服器</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>唯讀</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>connected, but %1</source>
        <translation>已連線, 但%1</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在連線</translation>
    </message>
    <message>
        <source>connecting (starting redis-server)</source>
        <translation>正在連線 (正在啟動 redis-server)</translation>
    </message>
    <message>
        <source>reconnecting (attempt %1, next in %2 ms)</source>
        <translation>正在重連 (第 %1 次嘗試, %2 毫秒後進行下一次)</translation>
    </message>
    <message>
        <source>disconnected: %1</source>
        <translation>已斷開: %1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已斷開</translation>
    </message>
    <message numerus="yes">
        <source>cluster · %n masters</source>
        <translation>
            <numerusform>叢集 · %n 個主節點</numerusform>
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
        <translation>負載 %1 % · %2 命令/秒</translation>
    </message>
    <message>
        <source>The load CoordScope puts on this server, over the last %1 s: commands per second, and the share of one server core its commands took (measured from their round trips less the network&apos;s: an estimate).
Inspector budget: %2 (Connection › Load budget…; Scan now in the Inspector runs one pass without it).</source>
        <translation>最近 %1 秒內 CoordScope 給此伺服器帶來的負載: 每秒命令數, 以及其命令佔用伺服器一個核心的份額 (由往返時間減去網路時間測得: 一個估計值)。
檢查器預算: %2 (連線 › 負載預算…; 檢查器中的“立即掃描”會不受預算限制地執行一輪)。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>適用位置</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>任何位置</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>清除篩選框</translation>
    </message>
    <message>
        <source>In a filter box</source>
        <translation>在篩選框中</translation>
    </message>
</context>
<context>
    <name>SshPrompts</name>
    <message>
        <source>The SSH host %1 is not in %2.

Its %3 key has the fingerprint

    %4

Compare it with the fingerprint the host&apos;s administrator gives you (ssh-keygen -lf on the host&apos;s key). Trust this host, add its key to known_hosts and connect?</source>
        <translation>SSH 主機 %1 不在 %2 中。

它的 %3 金鑰指紋為

    %4

請將其與主機管理員提供的指紋 (在主機金鑰上執行 ssh-keygen -lf) 進行比較。要信任此主機, 把它的金鑰加入 known_hosts 並連線嗎?</translation>
    </message>
    <message>
        <source>Unknown SSH host</source>
        <translation>未知的 SSH 主機</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任並連線</translation>
    </message>
    <message>
        <source>SSH key passphrase</source>
        <translation>SSH 金鑰口令</translation>
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
        <translation>佈局規則</translation>
    </message>
    <message>
        <source>Your own key patterns, one per line as GLOB=KIND; they win over the built-in layouts. For example:
    myapp:mutex:*=lock
    jobs:*:delayed=delayed-queue
Kinds: %1.</source>
        <translation>你自己的鍵模式, 每行一個, 格式為 GLOB=KIND; 它們優先於內建佈局。例如:
    myapp:mutex:*=lock
    jobs:*:delayed=delayed-queue
型別: %1。</translation>
    </message>
</context>
</TS>
