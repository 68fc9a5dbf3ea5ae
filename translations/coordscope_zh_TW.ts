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
    <name>ActionRunner</name>
    <message>
        <source>skipped</source>
        <translation>已跳過</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
    </message>
</context>
<context>
    <name>AddressBookDemo</name>
    <message>
        <source>Demo data: address book &quot;%1&quot; with %2 names, %3 recent contacts for &quot;%4&quot;</source>
        <translation>演示資料：通訊錄“%1”含 %2 個名字，“%4”的 %3 個最近聯絡人</translation>
    </message>
</context>
<context>
    <name>AddressBookFileLoad</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>無法讀取 %1: %2</translation>
    </message>
    <message>
        <source>; %1 lines longer than %2 MiB dropped (no name is that long: a binary file, or CR line endings?)</source>
        <translation>；丟棄了 %1 行超過 %2 MiB 的行（沒有名字那麼長：是二進位制檔案，還是 CR 換行？）</translation>
    </message>
    <message>
        <source>%1: cancelled; %2 names stored (%3 new): the file&apos;s first %2 names, nothing after them</source>
        <translation>%1：已取消；已存入 %2 個名字（%3 個新的）：即檔案的前 %2 個名字，其後沒有</translation>
    </message>
    <message>
        <source>%1: %2 names stored (%3 new) from %4 lines</source>
        <translation>%1：從 %4 行存入 %2 個名字（%3 個新的）</translation>
    </message>
    <message>
        <source>, %1 invalid lines skipped (%2)</source>
        <translation>，跳過 %1 個無效行（%2）</translation>
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
        <translation>--%1 僅用於 %2 %3</translation>
    </message>
    <message>
        <source>--%1 must be a whole number in [%2, %3], not &quot;%4&quot;</source>
        <translation>--%1 必須是 [%2, %3] 內的整數，而不是“%4”</translation>
    </message>
    <message>
        <source>loading: %1 names (%2 new), %3 names/s</source>
        <translation>載入中：%1 個名字（%2 個新的），每秒 %3 個名字</translation>
    </message>
    <message>
        <source>, %1% of the file</source>
        <translation>，檔案的 %1%</translation>
    </message>
    <message>
        <source>, %1 MB read</source>
        <translation>，已讀取 %1 MB</translation>
    </message>
    <message>
        <source>0 skipped</source>
        <translation>跳過 0 個</translation>
    </message>
    <message>
        <source>%1 skipped (%2 %3</source>
        <translation>跳過 %1 個（%2 %3</translation>
    </message>
    <message>
        <source>, ... (first %1 shown)</source>
        <translation>，……（只顯示前 %1 個）</translation>
    </message>
    <message>
        <source>unknown --method &quot;%1&quot; (known: ria, bylex)</source>
        <translation>未知的 --method“%1”（已知：ria、bylex）</translation>
    </message>
    <message>
        <source>cannot read the standard input: %1</source>
        <translation>無法讀取標準輸入：%1</translation>
    </message>
    <message>
        <source>FILE &quot;%1&quot; is a directory</source>
        <translation>FILE“%1”是一個目錄</translation>
    </message>
    <message>
        <source>cannot read FILE &quot;%1&quot;: %2</source>
        <translation>無法讀取 FILE“%1”：%2</translation>
    </message>
    <message>
        <source>%1 names read (%2 lines): %3 added (new), %4; %5 s, %6 names/s</source>
        <translation>讀取 %1 個名字（%2 行）：新增 %3 個，%4；%5 秒，每秒 %6 個名字</translation>
    </message>
    <message>
        <source>; stopped by an error</source>
        <translation>；因錯誤而停止</translation>
    </message>
    <message>
        <source>invalid lines (not UTF-8, or holding U+0000): </source>
        <translation>無效行（不是 UTF-8，或含 U+0000）：</translation>
    </message>
    <message>
        <source>Autocomplete address books: query by prefix (ria or bylex), load a file.</source>
        <translation>自動補全的通訊錄：按字首查詢（ria 或 bylex），從檔案載入。</translation>
    </message>
    <message>
        <source>query: ria (the book&apos;s markers, WATCH/MULTI) or bylex (ZRANGE BYLEX, one round trip; default).</source>
        <translation>query：ria（通訊錄的標記，WATCH/MULTI）或 bylex（ZRANGE BYLEX，一次往返；預設）。</translation>
    </message>
    <message>
        <source>query: at most N names (default %1, at most %2).</source>
        <translation>query：最多 N 個名字（預設 %1，最多 %2）。</translation>
    </message>
    <message>
        <source>query: the next page, after this name (a page&apos;s last name; --json prints it as next_after).</source>
        <translation>query：下一頁，從這個名字之後開始（一頁的最後一個名字；--json 以 next_after 輸出）。</translation>
    </message>
    <message>
        <source>sweep: remove markers added more than MS ago (default %1; 0: all, a running query&apos;s too).</source>
        <translation>sweep：刪除 MS 毫秒之前新增的標記（預設 %1；0：全部，包括正在執行的查詢的標記）。</translation>
    </message>
    <message>
        <source>Use the book&apos;s case-insensitive index (a separate one: add to it with --ignore-case too).</source>
        <translation>使用通訊錄的不區分大小寫索引（獨立的一個：新增時也要加 --ignore-case）。</translation>
    </message>
    <message>
        <source>A user&apos;s recent contacts, most recent first, capped; query by --mode.</source>
        <translation>使用者的最近聯絡人，最近的在前，有上限；用 --mode 查詢。</translation>
    </message>
    <message>
        <source>add: keep at most N contacts (default %1, at most %2).</source>
        <translation>add：最多保留 N 個聯絡人（預設 %1，最多 %2）。</translation>
    </message>
    <message>
        <source>query: exact, prefix (default), suffix, contains or all (the matches first, then the rest).</source>
        <translation>query：exact、prefix（預設）、suffix、contains 或 all（先是匹配的，然後是其餘的）。</translation>
    </message>
    <message>
        <source>query: at most N contacts (default: all).</source>
        <translation>query：最多 N 個聯絡人（預設：全部）。</translation>
    </message>
    <message>
        <source>query: match case (default: Unicode case folding).</source>
        <translation>query：區分大小寫（預設：Unicode 大小寫摺疊）。</translation>
    </message>
    <message>
        <source>%1 stale markers removed</source>
        <translation>刪除了 %1 個過期標記</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%2 箇中 %1 個%3</translation>
    </message>
    <message>
        <source>added (new)</source>
        <translation>已新增（新的）</translation>
    </message>
    <message>
        <source>unknown --mode &quot;%1&quot; (known: exact, prefix, suffix, contains, all)</source>
        <translation>未知的 --mode“%1”（已知：exact、prefix、suffix、contains、all）</translation>
    </message>
    <message>
        <source>%1 added (cap %2)</source>
        <translation>已新增 %1 個（上限 %2）</translation>
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
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestion(s) in %2 µs by %3, %4 commands</source>
        <translation>
            <numerusform>“%1”：%n 條建議，耗時 %2 µs，方法 %3，%4 條命令</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message>
        <source>failed operations: %1 of %2 (%3 %): %4; the first at +%5 s, the last at +%6 s</source>
        <translation>失敗的操作：%2 箇中有 %1 個（%3 %）：%4；第一次在 +%5 秒，最後一次在 +%6 秒</translation>
    </message>
    <message>
        <source>INCONCLUSIVE: more than %1 % of the operations failed with an error, so the run says little about the primitive</source>
        <translation>結論不可靠：超過 %1 % 的操作因錯誤而失敗，這次執行對該原語說明不了多少</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>Server to use: redis://[user:password@]host:port/db, rediss://... or unix:///path.sock (default: $COORDSCOPE_URL, else %1). A password may also come from $COORDSCOPE_PASSWORD.</source>
        <translation>要使用的伺服器：redis://[user:password@]host:port/db、rediss://... 或 unix:///path.sock（預設：$COORDSCOPE_URL，否則 %1）。密碼也可以來自 $COORDSCOPE_PASSWORD。</translation>
    </message>
    <message>
        <source>Prefix of every key the primitives use (default: $COORDSCOPE_PREFIX, else cs:).</source>
        <translation>原語使用的每個鍵的字首（預設：$COORDSCOPE_PREFIX，否則 cs:）。</translation>
    </message>
    <message>
        <source>Send only read commands: anything else is refused before it is sent (also ?read_only=yes in the URL).</source>
        <translation>只發送讀命令：其他命令在傳送前就被拒絕（URL 中的 ?read_only=yes 也一樣）。</translation>
    </message>
    <message>
        <source>Reach the server through SSH: [user@]host[:port], or a Host of ~/.ssh/config (also ?ssh= in the URL). Logs in with the agent, the key files, then a password; checks the host key against ~/.ssh/known_hosts.</source>
        <translation>透過 SSH 連線伺服器：[user@]host[:port]，或 ~/.ssh/config 中的 Host（URL 中的 ?ssh= 也一樣）。依次用 agent、金鑰檔案、密碼登入；按 ~/.ssh/known_hosts 檢查主機金鑰。</translation>
    </message>
    <message>
        <source>SSH private key file (Ed25519, ECDSA, RSA). Its passphrase comes from $COORDSCOPE_SSH_PASSPHRASE, else is asked for on the terminal.</source>
        <translation>SSH 私鑰檔案（Ed25519、ECDSA、RSA）。其口令來自 $COORDSCOPE_SSH_PASSPHRASE，否則在終端上詢問。</translation>
    </message>
    <message>
        <source>Trust an SSH host that is not in known_hosts yet, and add its key there. A host whose key changed is refused even so.</source>
        <translation>信任尚未在 known_hosts 中的 SSH 主機，並把它的金鑰加入其中。金鑰已改變的主機仍會被拒絕。</translation>
    </message>
    <message>
        <source>known_hosts file to check SSH host keys against (default: ~/.ssh/known_hosts).</source>
        <translation>用來檢查 SSH 主機金鑰的 known_hosts 檔案（預設：~/.ssh/known_hosts）。</translation>
    </message>
    <message>
        <source>Jump hosts before the SSH host, as ssh -J: [user@]host[:port][,...].</source>
        <translation>SSH 主機之前的跳板主機，同 ssh -J：[user@]host[:port][,...]。</translation>
    </message>
    <message>
        <source>OpenSSH client config to read (default: ~/.ssh/config; &quot;none&quot;: none).</source>
        <translation>要讀取的 OpenSSH 客戶端配置（預設：~/.ssh/config；&quot;none&quot;：不讀取）。</translation>
    </message>
    <message>
        <source>Log in to the SSH host with a password too: from $COORDSCOPE_SSH_PASSWORD, else asked for on the terminal.</source>
        <translation>也用密碼登入 SSH 主機：來自 $COORDSCOPE_SSH_PASSWORD，否則在終端上詢問。</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text.</source>
        <translation>輸出一個 JSON 物件，而不是文字。</translation>
    </message>
    <message>
        <source>Show help (for a subcommand: coordscope-cli SUBCOMMAND --help).</source>
        <translation>顯示幫助（子命令的幫助：coordscope-cli SUBCOMMAND --help）。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>顯示版本。</translation>
    </message>
    <message numerus="yes">
        <source>unknown option(s) %1 (try --help)</source>
        <translation>
            <numerusform>未知選項 %1（試試 --help）</numerusform>
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
        <translation>CoordScope 的命令列：Redis 協調原語，無介面。</translation>
    </message>
    <message>
        <source>What to do (see Subcommands below).</source>
        <translation>要做什麼（見下面的子命令）。</translation>
    </message>
    <message>
        <source>no subcommand given (try --help)</source>
        <translation>沒有給出子命令（試試 --help）</translation>
    </message>
    <message>
        <source>unknown subcommand &quot;%1&quot; (known: %2)</source>
        <translation>未知的子命令“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>TLS without certificate verification (verify=no): the server is not authenticated</source>
        <translation>TLS 未驗證證書（verify=no）：伺服器身份未經認證</translation>
    </message>
    <message>
        <source>--ssh: </source>
        <translation>--ssh：</translation>
    </message>
    <message>
        <source>the --ssh-* options need --ssh USER@HOST (or ?ssh= in the URL)</source>
        <translation>--ssh-* 選項需要 --ssh USER@HOST（或 URL 中的 ?ssh=）</translation>
    </message>
    <message>
        <source>Password for SSH %1: </source>
        <translation>SSH %1 的密碼：</translation>
    </message>
    <message>
        <source>--ssh-password: no terminal to ask on; set $COORDSCOPE_SSH_PASSWORD</source>
        <translation>--ssh-password：沒有可詢問的終端；請設定 $COORDSCOPE_SSH_PASSWORD</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>--%1 must be a whole number of %2 from %3 to %4, not &quot;%5&quot;</source>
        <translation>--%1 必須是 %3 到 %4 之間的整數（單位：%2），而不是“%5”</translation>
    </message>
    <message>
        <source>
Exit status: 0 success, 1 failure (server or connection), 2 bad usage, 3 not acquired (or found lost by release/extend), nothing taken from a queue, refused by a rate limiter, or nothing done by operate because the state changed; 4 inconclusive (simulate, check: too many operations failed to judge the run), or operate without --yes (nothing sent); 130 or 143 when SIGINT or SIGTERM ended a --hold, a --wait or a simulate run, after releasing what it held (or printing it). docs/limits.md has every status.
</source>
        <translation>
退出狀態：0 成功，1 失敗（伺服器或連線），2 用法錯誤，3 未取得到（或 release/extend 發現已丟失）、未從佇列中取到任何東西、被限流器拒絕、或 operate 因狀態已改變而什麼也沒做；4 結論不可靠（simulate、check：太多操作失敗，無法判斷這次執行），或 operate 未加 --yes（沒有傳送任何命令）；130 或 143：SIGINT 或 SIGTERM 結束了 --hold、--wait 或 simulate 執行，並已釋放所持有的（或打印出來）。docs/limits.md 列出了每個狀態。
</translation>
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
    <message numerus="yes">
        <source>%n master(s)</source>
        <translation>
            <numerusform>%n 個主節點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 個從節點</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLineSplitter</name>
    <message>
        <source>unbalanced double quote (opened at character %1)</source>
        <translation>雙引號不成對 (在第 %1 個字元處開始)</translation>
    </message>
    <message>
        <source>a closing quote must be followed by a space (character %1)</source>
        <translation>閉合引號後面必須是空格 (第 %1 個字元)</translation>
    </message>
    <message>
        <source>unbalanced single quote (opened at character %1)</source>
        <translation>單引號不成對 (在第 %1 個字元處開始)</translation>
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
    <name>ConsoleCommandCheck</name>
    <message>
        <source>type a command</source>
        <translation>請輸入命令</translation>
    </message>
    <message>
        <source>%1 would take over the console&apos;s connection; use redis-cli for it</source>
        <translation>%1 會佔用控制檯的連線; 請用 redis-cli 執行它</translation>
    </message>
    <message>
        <source>a timeout of 0 waits for ever; give it a timeout in seconds (the console waits at most a few)</source>
        <translation>逾時為 0 會永遠等待; 請給出以秒為單位的逾時 (控制檯最多等待幾秒)</translation>
    </message>
    <message>
        <source>BLOCK 0 waits for ever; give it a timeout in ms</source>
        <translation>BLOCK 0 會永遠等待; 請給出以毫秒為單位的逾時</translation>
    </message>
    <message>
        <source>KEYS walks every key in one go and blocks the server meanwhile (on a big production server, for seconds). SCAN does the same in small steps. Send KEYS anyway?</source>
        <translation>KEYS 一次遍歷所有鍵, 期間會阻塞伺服器 (在大型生產伺服器上可達數秒)。SCAN 以小步完成同樣的事。仍要傳送 KEYS 嗎?</translation>
    </message>
    <message>
        <source>%1 deletes every key of %2. Send it?</source>
        <translation>%1 會刪除%2的所有鍵。要傳送嗎?</translation>
    </message>
    <message>
        <source>every database</source>
        <translation>所有資料庫</translation>
    </message>
    <message>
        <source>this database</source>
        <translation>當前資料庫</translation>
    </message>
    <message>
        <source>SHUTDOWN stops the server. Send it?</source>
        <translation>SHUTDOWN 會停止伺服器。要傳送嗎?</translation>
    </message>
    <message>
        <source>%1 changes how the server runs, for every client. Send it?</source>
        <translation>%1 會改變伺服器對所有客戶端的執行方式。要傳送嗎?</translation>
    </message>
    <message>
        <source>%1 s is past the connection&apos;s command timeout (%2 ms), which would drop it mid-wait; wait less</source>
        <translation>%1 秒超過了連線的命令逾時 (%2 ms), 等待中連線會被斷開; 請等待更短的時間</translation>
    </message>
    <message>
        <source>BLOCK %1 is past the connection&apos;s command timeout (%2 ms), which would drop it mid-wait</source>
        <translation>BLOCK %1 超過了連線的命令逾時 (%2 ms), 等待中連線會被斷開</translation>
    </message>
</context>
<context>
    <name>ConsoleView</name>
    <message>
        <source>console</source>
        <translation>控制檯</translation>
    </message>
    <message>
        <source>Type a Redis command below, e.g. SET lock:x token NX PX 30000, and press Enter. Quote as in redis-cli; Up and Down go through the history, Tab completes.</source>
        <translation>在下方輸入 Redis 命令, 例如 SET lock:x token NX PX 30000, 然後按 Enter。引號用法與 redis-cli 相同; 上下方向鍵瀏覽歷史, Tab 補全。</translation>
    </message>
    <message>
        <source>a Redis command</source>
        <translation>一條 Redis 命令</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (唯讀)</translation>
    </message>
    <message>
        <source>Read the command names</source>
        <translation>讀取命令名</translation>
    </message>
    <message>
        <source>(refused) %1</source>
        <translation>(已拒絕) %1</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制檯</translation>
    </message>
    <message>
        <source>(not sent)</source>
        <translation>(未傳送)</translation>
    </message>
    <message>
        <source>(error) not connected: nothing was sent</source>
        <translation>(error) 未連線: 沒有傳送任何命令</translation>
    </message>
    <message>
        <source>(not sent: the connection changed)</source>
        <translation>(未傳送: 連線已改變)</translation>
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
        <translation>--%1 用於 delay %2，而不是 delay %3</translation>
    </message>
    <message>
        <source>scheduled %1 due at %2 ms (in %3 ms)%4</source>
        <translation>已安排 %1，到期於 %2 ms（%3 ms 後）%4</translation>
    </message>
    <message>
        <source>, the earliest</source>
        <translation>，最早的</translation>
    </message>
    <message>
        <source>--max must be at most %1, not %2</source>
        <translation>--max 最多為 %1，而不是 %2</translation>
    </message>
    <message>
        <source>claimed %1 (%2)</source>
        <translation>已認領 %1（%2）</translation>
    </message>
    <message>
        <source>  %1 due at %2 ms, %3 ms late</source>
        <translation>  %1 到期於 %2 ms，晚了 %3 ms</translation>
    </message>
    <message>
        <source>  %1 read as due but removed by another claimer first%2</source>
        <translation>  %1 讀到時已到期，但先被另一個認領者刪除%2</translation>
    </message>
    <message>
        <source> (pushed anyway: duplicates)</source>
        <translation> （仍然推入：重複）</translation>
    </message>
    <message>
        <source>pages (from 1)</source>
        <translation>頁（從 1 開始）</translation>
    </message>
    <message>
        <source>--page-size must be at most %1, not %2</source>
        <translation>--page-size 最多為 %1，而不是 %2</translation>
    </message>
    <message>
        <source>--page is too large: %1</source>
        <translation>--page 太大：%1</translation>
    </message>
    <message>
        <source>%1: %2 scheduled, %3 due now%4, %5 ready, %6 orphaned payloads</source>
        <translation>%1：已安排 %2，現在到期 %3%4，就緒 %5，孤立的載荷 %6</translation>
    </message>
    <message>
        <source> (oldest overdue %1 ms)</source>
        <translation> （最早的已逾期 %1 ms）</translation>
    </message>
    <message>
        <source>page %1 (items %2-%3 of %4, by due time):</source>
        <translation>第 %1 頁（第 %2-%3 項，共 %4 項，按到期時間）：</translation>
    </message>
    <message>
        <source>due in %1 ms</source>
        <translation>%1 ms 後到期</translation>
    </message>
    <message>
        <source>overdue %1 ms</source>
        <translation>逾期 %1 ms</translation>
    </message>
    <message>
        <source>(payload missing)</source>
        <translation>（載荷缺失）</translation>
    </message>
    <message>
        <source>Delayed queues: schedule items, claim the due ones, show status.</source>
        <translation>延遲佇列：安排條目、認領到期的條目、顯示狀態。</translation>
    </message>
    <message>
        <source>add: due this many milliseconds from the server&apos;s now.</source>
        <translation>add：從伺服器的當前時間起這麼多毫秒後到期。</translation>
    </message>
    <message>
        <source>add: due at this time, server milliseconds since the epoch.</source>
        <translation>add：在此時刻到期，伺服器自紀元以來的毫秒數。</translation>
    </message>
    <message>
        <source>MS_EPOCH</source>
        <translation>MS_EPOCH</translation>
    </message>
    <message>
        <source>claim: move at most N due items (1..%1, default %2).</source>
        <translation>claim：最多移動 N 個到期條目（1..%1，預設 %2）。</translation>
    </message>
    <message>
        <source>claim: claimer variant: %1 (default atomic).</source>
        <translation>claim：認領者變體：%1（預設 atomic）。</translation>
    </message>
    <message>
        <source>status: page of scheduled items, from 1 (default 1).</source>
        <translation>status：已安排條目的頁碼，從 1 開始（預設 1）。</translation>
    </message>
    <message>
        <source>status: items per page (1..%1, default %2).</source>
        <translation>status：每頁條目數（1..%1，預設 %2）。</translation>
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
    <message>
        <source>enqueued %1 into %2, due in %3%4</source>
        <translation>已將 %1 入隊到 %2，%3%4 後到期</translation>
    </message>
    <message>
        <source> (now the earliest)</source>
        <translation> （現在是最早的）</translation>
    </message>
    <message>
        <source>nothing due in %1</source>
        <translation>%1 中沒有到期的條目</translation>
    </message>
    <message>
        <source>claimed %1 due item(s) of %2 onto %3</source>
        <translation>已從 %2 認領 %1 個到期條目到 %3</translation>
    </message>
</context>
<context>
    <name>DelayedDemo</name>
    <message>
        <source>wrote %1 scheduled items in 3 delayed queues (2 claimed onto the ready list of &quot;emails&quot;)</source>
        <translation>在 3 個延遲佇列中寫入了 %1 個已安排的條目（2 個已認領到“emails”的就緒列表）</translation>
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
        <translation>%1 小時 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小時</translation>
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
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文件(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快捷鍵(&amp;K)</translation>
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
    <name>HoldInterrupt</name>
    <message>
        <source> (cut short by %1)</source>
        <translation> （被 %1 截斷）</translation>
    </message>
</context>
<context>
    <name>InspectCommands</name>
    <message>
        <source>this user may run neither INFO nor TIME: ages and deadlines use this machine&apos;s clock, not the server&apos;s</source>
        <translation>此使用者既不能執行 INFO 也不能執行 TIME：時長和期限使用本機時鐘，而不是伺服器的</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>no ttl</source>
        <translation>無 ttl</translation>
    </message>
    <message>
        <source>ttl </source>
        <translation>ttl </translation>
    </message>
    <message>
        <source>in </source>
        <translation>再過 </translation>
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
        <translation>計數 %1</translation>
    </message>
    <message>
        <source>  key %1  %2 %3%4  %5</source>
        <translation>  鍵 %1  %2 %3%4  %5</translation>
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
        <translation>限額 %1</translation>
    </message>
    <message>
        <source>    … %1 in all</source>
        <translation>    … 共 %1 個</translation>
    </message>
    <message>
        <source>  note: </source>
        <translation>  注意：</translation>
    </message>
    <message>
        <source>no node (slot %1 unserved)</source>
        <translation>沒有節點（槽 %1 無人服務）</translation>
    </message>
    <message>
        <source>Find the locks, semaphores, queues, limiters... in a keyspace and show their live state; read commands only.</source>
        <translation>在鍵空間中查詢鎖、信號量、佇列、限流器……並顯示它們的實時狀態；只用讀命令。</translation>
    </message>
    <message>
        <source>Only keys matching this glob (SCAN MATCH).</source>
        <translation>只檢視匹配此 glob 的鍵（SCAN MATCH）。</translation>
    </message>
    <message>
        <source>Your own layout: keys matching GLOB are a KIND (%1); repeatable, wins over the built-in layouts.</source>
        <translation>你自己的佈局：匹配 GLOB 的鍵是一個 KIND（%1）；可重複，優先於內建佈局。</translation>
    </message>
    <message>
        <source>GLOB=KIND</source>
        <translation>GLOB=KIND</translation>
    </message>
    <message>
        <source>Keys the server looks at per SCAN (default 200).</source>
        <translation>伺服器每次 SCAN 檢視的鍵數（預設 200）。</translation>
    </message>
    <message>
        <source>Stop after this many keys (default: none, the whole keyspace).</source>
        <translation>檢視這麼多鍵後停止（預設：不限，整個鍵空間）。</translation>
    </message>
    <message>
        <source>Members, items or subjects listed per primitive (default 10; with --json, 200).</source>
        <translation>每個原語列出的成員、條目或主體數（預設 10；使用 --json 時為 200）。</translation>
    </message>
    <message>
        <source>Also list the keys no layout claims (up to 10000).</source>
        <translation>也列出沒有佈局認領的鍵（最多 10000 個）。</translation>
    </message>
    <message>
        <source>Type and look at the values of keys no layout claims by name, for the bare-name layouts (redis-py, node-redlock, redis-cell, Redisson hashes, counters): on, off, or auto (on up to 100,000 keys; the default).</source>
        <translation>對沒有佈局按名稱認領的鍵檢視型別和值，用於裸名佈局（redis-py、node-redlock、redis-cell、Redisson 雜湊、計數器）：on、off 或 auto（最多 100,000 個鍵時為 on；預設）。</translation>
    </message>
    <message>
        <source>Stream JSON, one object per line: progress while scanning, each primitive as soon as its state is read, coverage last.</source>
        <translation>以流的方式輸出 JSON，每行一個物件：掃描時的進度、每個原語一讀到狀態就輸出、最後是覆蓋情況。</translation>
    </message>
    <message>
        <source>Load the server at most this much: a share of one server core (&quot;2%&quot;) or commands per second (&quot;500/s&quot;), or both (&quot;2%,500/s&quot;); says what it used.</source>
        <translation>對伺服器的負載最多這麼多：一個伺服器核心的份額（&quot;2%&quot;）或每秒命令數（&quot;500/s&quot;），或兩者（&quot;2%,500/s&quot;）；會說明實際用了多少。</translation>
    </message>
    <message>
        <source>inspect takes options only, not &quot;%1&quot;</source>
        <translation>inspect 只接受選項，不接受“%1”</translation>
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
        <translation>--json 和 --json-lines：選一個（--json-lines 以流方式輸出，--json 在結束時輸出一個物件）</translation>
    </message>
    <message>
        <source>scanned %1 keys of %2, stopped at --max-keys %3: there are more (leave --max-keys out to scan them all)</source>
        <translation>掃描了 %2 個鍵中的 %1 個，在 --max-keys %3 處停止：還有更多（去掉 --max-keys 即可全部掃描）</translation>
    </message>
    <message>
        <source>scanned the whole keyspace (%1 keys): %2 match %3</source>
        <translation>掃描了整個鍵空間（%1 個鍵）：%2 個匹配 %3</translation>
    </message>
    <message>
        <source>scanned the whole keyspace: %1 of %2 keys</source>
        <translation>掃描了整個鍵空間：%2 個鍵中的 %1 個</translation>
    </message>
    <message>
        <source>%1 keys no layout claims by name were not looked at by value (bare-name layouts: %2): --value-shapes on looks at them (%3)</source>
        <translation>%1 個沒有佈局按名稱認領的鍵沒有按值檢視（裸名佈局：%2）：--value-shapes on 會檢視它們（%3）</translation>
    </message>
    <message>
        <source>%1 is a cluster node: inspecting the cluster&apos;s %2 masters (cluster=no inspects this node alone)</source>
        <translation>%1 是叢集節點：檢查叢集的 %2 個主節點（cluster=no 只檢查這一個節點）</translation>
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
  錯誤：</translation>
    </message>
    <message numerus="yes">
        <source>%n primitive(s)</source>
        <translation>
            <numerusform>%n 個原語</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unknown key(s)</source>
        <translation>
            <numerusform>%n 個未知鍵</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 keys%3</source>
        <translation>%1 %2 個鍵%3</translation>
    </message>
    <message>
        <source> (not to the end)</source>
        <translation> （未到末尾）</translation>
    </message>
    <message>
        <source>cluster: %1 masters scanned: %2</source>
        <translation>叢集：掃描了 %1 個主節點：%2</translation>
    </message>
    <message>
        <source>(not typed)</source>
        <translation>（未檢視型別）</translation>
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
        <translation>平均使用了一個伺服器核心的 %1 %，每秒 %2 條命令（預算 %3；%5 秒內 %4 條命令，其中 %6 秒在等待預算；伺服器時間由往返時間估算，是上限）</translation>
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
        <source>
SCAN of %1 masters: %2</source>
        <translation>
%1 個主節點上的 SCAN: %2</translation>
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
        <source>, within the load budget</source>
        <translation>, 在負載預算之內</translation>
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
    <message numerus="yes">
        <source>%1 %n key(s)</source>
        <translation>
            <numerusform>%1 %n 個鍵</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n key(s), not to the end</source>
        <translation>
            <numerusform>%1 %n 個鍵，未到末尾</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln key(s)</source>
        <translation>
            <numerusform>%1 / %Ln 個鍵</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 個鍵</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %1 of %Ln key(s) (%2 %)</source>
        <translation>
            <numerusform>掃描中：%1 / %Ln 個鍵（%2 %）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %Ln key(s) so far</source>
        <translation>
            <numerusform>掃描中：目前 %Ln 個鍵</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) that no layout claims by name were not looked at by value (%1). The Values box changes that.</source>
        <translation>
            <numerusform>%Ln 個沒有佈局按名稱認領的鍵沒有按值檢視（%1）。“值”選項框可以改變這一點。</numerusform>
        </translation>
    </message>
    <message>
        <source>Act</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Act on the selection: break a lock, evict a holder, run a job now, reset a limit. Each shows the exact commands first.</source>
        <translation>對所選內容執行操作: 強制解鎖、驅逐持有者、立即執行任務、重置限流。每個操作都會先顯示確切的命令。</translation>
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
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 個鍵</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %Ln key(s) this click: Scan more goes on</source>
        <translation>
            <numerusform>這次點選在 %Ln 個鍵後停止：“繼續掃描”會接著進行</numerusform>
        </translation>
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
    <name>KeyIdentification</name>
    <message>
        <source>TYPE/PTTL: unexpected reply</source>
        <translation>TYPE/PTTL：意外的回覆</translation>
    </message>
</context>
<context>
    <name>KeyPreviewCommands</name>
    <message>
        <source>unexpected reply to the %1 page</source>
        <translation>對 %1 頁的意外回覆</translation>
    </message>
    <message>
        <source>no preview for type %1</source>
        <translation>型別 %1 沒有預覽</translation>
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
    <name>LayoutCatalog</name>
    <message>
        <source>more than</source>
        <translation>多於</translation>
    </message>
</context>
<context>
    <name>LimitCommands</name>
    <message>
        <source>--%1 must be a number %2, not &quot;%3&quot;</source>
        <translation>--%1 必須是%2的數字，而不是“%3”</translation>
    </message>
    <message>
        <source>from 0</source>
        <translation>從 0 起</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>大於 0</translation>
    </message>
    <message>
        <source>the %1 limiter needs --%2</source>
        <translation>%1 限流器需要 --%2</translation>
    </message>
    <message>
        <source>--%1 does not apply to the %2 limiter (it takes %3)</source>
        <translation>--%1 不適用於 %2 限流器（它接受 %3）</translation>
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
        <translation>允許：剩餘 %1 / %2，%3 ms 後再次充滿</translation>
    </message>
    <message>
        <source>refused: a cost of %1 exceeds the limit %2 and will never be admitted</source>
        <translation>拒絕：代價 %1 超過上限 %2，永遠不會被放行</translation>
    </message>
    <message>
        <source>refused: retry in %1 ms (%2 of %3 remaining)</source>
        <translation>拒絕：%1 ms 後重試（剩餘 %2 / %3）</translation>
    </message>
    <message>
        <source>; level %1</source>
        <translation>；水位 %1</translation>
    </message>
    <message>
        <source>%1 of %2 remaining</source>
        <translation>剩餘 %1 / %2</translation>
    </message>
    <message>
        <source>, %1 in the window</source>
        <translation>，視窗內 %1</translation>
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
        <translation>，無 TAT（已滿）</translation>
    </message>
    <message>
        <source>, next admitted in %1 ms</source>
        <translation>，下一個請求在 %1 ms 後放行</translation>
    </message>
    <message>
        <source>, full again in %1 ms</source>
        <translation>，%1 ms 後再次充滿</translation>
    </message>
    <message>
        <source>Rate limiters: fixed window, sliding window, funnel, GCRA.</source>
        <translation>限流器：固定視窗、滑動視窗、漏斗、GCRA。</translation>
    </message>
    <message>
        <source>Limiter: %1 (default gcra).</source>
        <translation>限流器：%1（預設 gcra）。</translation>
    </message>
    <message>
        <source>Who is limited, e.g. user + action &quot;alice:upload&quot; (default &quot;default&quot;).</source>
        <translation>被限流的物件，例如使用者 + 操作 &quot;alice:upload&quot;（預設 &quot;default&quot;）。</translation>
    </message>
    <message>
        <source>fixed, sliding, gcra: requests per period.</source>
        <translation>fixed、sliding、gcra：每個週期的請求數。</translation>
    </message>
    <message>
        <source>fixed, sliding, gcra: the period in milliseconds.</source>
        <translation>fixed、sliding、gcra：週期，單位毫秒。</translation>
    </message>
    <message>
        <source>funnel: its size; gcra: the burst, max_burst + 1 (0 or unset: --limit).</source>
        <translation>funnel：它的容量；gcra：突發量，max_burst + 1（0 或未設定：--limit）。</translation>
    </message>
    <message>
        <source>funnel: leak rate per second (may be fractional).</source>
        <translation>funnel：每秒漏出速率（可以是小數）。</translation>
    </message>
    <message>
        <source>PER_S</source>
        <translation>PER_S</translation>
    </message>
    <message>
        <source>hit: units this request takes (default 1).</source>
        <translation>hit：這個請求佔用的單位數（預設 1）。</translation>
    </message>
    <message>
        <source>Use this clock (ms since the epoch) instead of the server&apos;s TIME.</source>
        <translation>使用這個時鐘（自紀元以來的毫秒數），而不是伺服器的 TIME。</translation>
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
        <translation>未知的限流器型別“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>--cost is for hit, not status</source>
        <translation>--cost 用於 hit，而不是 status</translation>
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
    <message>
        <source>%1 of %2 requests sent through %3 (%4) for %5: %6 admitted, %7 refused</source>
        <translation>已透過 %3（%4）為 %5 傳送 %2 個請求中的 %1 個：放行 %6 個，拒絕 %7 個</translation>
    </message>
</context>
<context>
    <name>LimiterDemo</name>
    <message>
        <source>Demo data: %1 limiters, %2 subjects each (%3 requests admitted, %4 refused)</source>
        <translation>演示資料：%1 個限流器，每個 %2 個主體（放行 %3 個請求，拒絕 %4 個）</translation>
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
    <message>
        <source>notify-keyspace-events was &quot;%1&quot;, now &quot;%2&quot;</source>
        <translation>notify-keyspace-events 原為“%1”，現在為“%2”</translation>
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
    <name>LockCommands</name>
    <message>
        <source>not acquired: %1</source>
        <translation>未取得到：%1</translation>
    </message>
    <message>
        <source>acquired %1 token %2 ttl %3 ms</source>
        <translation>已取得 %1 令牌 %2 ttl %3 ms</translation>
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
        <translation>鎖 </translation>
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
        <translation>--nodes 用於 --kind redlock</translation>
    </message>
    <message>
        <source>--clock-offset is for the clock-based kind getset</source>
        <translation>--clock-offset 用於基於時鐘的 getset 型別</translation>
    </message>
    <message>
        <source>--clock-offset must be a whole number of milliseconds (negative: behind), not &quot;%1&quot;</source>
        <translation>--clock-offset 必須是整數毫秒（負數：落後），而不是“%1”</translation>
    </message>
    <message>
        <source>release/extend of a reentrant lock needs --owner</source>
        <translation>可重入鎖的 release/extend 需要 --owner</translation>
    </message>
    <message>
        <source>release/extend needs --token (printed by acquire)</source>
        <translation>release/extend 需要 --token（由 acquire 列印）</translation>
    </message>
    <message>
        <source>Distributed locks: every variant, safe and unsafe.</source>
        <translation>分散式鎖：每種變體，安全的和不安全的。</translation>
    </message>
    <message>
        <source>Lock variant: %1, redlock (default token).</source>
        <translation>鎖變體：%1、redlock（預設 token）。</translation>
    </message>
    <message>
        <source>Lease in milliseconds (default 10000).</source>
        <translation>租約，單位毫秒（預設 10000）。</translation>
    </message>
    <message>
        <source>Keep trying to acquire this long (default 0: once).</source>
        <translation>持續嘗試取得這麼長時間（預設 0：一次）。</translation>
    </message>
    <message>
        <source>Owner id of a reentrant lock.</source>
        <translation>可重入鎖的持有者 ID。</translation>
    </message>
    <message>
        <source>Token to release or extend (printed by acquire; for getset, the expiry time it stored).</source>
        <translation>要釋放或續約的令牌（由 acquire 列印；對 getset 是它存入的過期時間）。</translation>
    </message>
    <message>
        <source>Redlock: the masters, as URLs separated by commas.</source>
        <translation>Redlock：各主節點，用逗號分隔的 URL。</translation>
    </message>
    <message>
        <source>getset: run this client&apos;s clock MS ahead (negative: behind).</source>
        <translation>getset：讓這個客戶端的時鐘快 MS 毫秒（負數：慢）。</translation>
    </message>
    <message>
        <source>acquire: hold the lock this long, release it, and print both times.</source>
        <translation>acquire：持有鎖這麼長時間，然後釋放，並列印兩個時間。</translation>
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
        <translation>--hold %1 ms 比租約（--ttl %2 ms）長，而且沒有東西續約：鎖會在持有期間過期，釋放時會發現它已丟失</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>節點 %1：%2</translation>
    </message>
    <message>
        <source>; held %1 ms, %2</source>
        <translation>；持有了 %1 ms，%2</translation>
    </message>
    <message>
        <source>extended to %1 ms</source>
        <translation>已續約到 %1 ms</translation>
    </message>
    <message>
        <source>lost: </source>
        <translation>已丟失：</translation>
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
        <translation>篩選本標籤頁(&amp;T)</translation>
    </message>
    <message>
        <source>Focus the current tab&apos;s filter (Escape in it clears it)</source>
        <translation>聚焦當前標籤頁的篩選框（在其中按 Escape 清空）</translation>
    </message>
    <message>
        <source>Type Redis commands; the views pick up what they change (Ctrl+`)</source>
        <translation>輸入 Redis 命令; 各檢視會顯示它們所做的改變 (Ctrl+`)</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制檯</translation>
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
    <name>OperateCommands</name>
    <message>
        <source>%1 is no longer held</source>
        <translation>%1 已不再被持有</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n owner field(s): say which with --expect</source>
        <translation>
            <numerusform>%1 有 %n 個持有者欄位: 請用 --expect 指明是哪一個</numerusform>
        </translation>
    </message>
    <message>
        <source>SCAN: unexpected reply</source>
        <translation>SCAN: 意外的回覆</translation>
    </message>
    <message>
        <source>more than %1 subjects: reset them in parts with --subject</source>
        <translation>超過 %1 個主體: 請用 --subject 分批重置</translation>
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
        <translation>對檢查器顯示的鎖、信號量、排程、佇列或限流器執行操作, 僅當它仍是你看到的狀態時才執行; 先列印命令, 加 --yes 才傳送。</translation>
    </message>
    <message>
        <source>The token, owner or member you saw; without it the current one is read, printed and acted on.</source>
        <translation>你看到的令牌、持有者或成員; 不給出時讀取當前值, 打印出來並據此操作。</translation>
    </message>
    <message>
        <source>run-now, postpone, delete-item, requeue: the scheduled item (member or id) or the item in flight.</source>
        <translation>run-now, postpone, delete-item, requeue: 已排程的項 (成員或 id) 或處理中的項。</translation>
    </message>
    <message>
        <source>reset-limit: the subject (a CoordScope limiter&apos;s, a Redisson client&apos;s).</source>
        <translation>reset-limit: 主體 (CoordScope 限流器的主體, 或 Redisson 的客戶端)。</translation>
    </message>
    <message>
        <source>set-ttl: the new lease; postpone: from now (milliseconds).</source>
        <translation>set-ttl: 新的租約; postpone: 從現在起推遲 (毫秒)。</translation>
    </message>
    <message>
        <source>evict-holder: every expired holder; requeue, delete-item: every item of the consumer; reset-limit: every subject of the limiter.</source>
        <translation>evict-holder: 所有已過期的持有者; requeue, delete-item: 該消費者的所有項; reset-limit: 該限流器的所有主體。</translation>
    </message>
    <message>
        <source>Send the commands (without it they are printed and nothing is sent).</source>
        <translation>傳送這些命令 (不加時只打印, 不傳送任何命令)。</translation>
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
        <translation>operate --yes 會寫入, 唯讀模式拒絕了它; 沒有傳送任何命令 (不加 --yes 時只打印命令)</translation>
    </message>
    <message>
        <source>%1 does not exist (any more): nothing was done</source>
        <translation>%1 (已) 不存在: 什麼也沒做</translation>
    </message>
    <message>
        <source>no layout the inspector knows claims %1 (a %2): nothing to operate on</source>
        <translation>檢查器已知的佈局都不認領 %1 (%2 型別): 無可操作</translation>
    </message>
    <message>
        <source>%1 is not offered for %2, the %3 key of a %4 (%5)</source>
        <translation>%2 不提供 %1 操作, 它是 %4 的 %3 鍵 (%5)</translation>
    </message>
    <message>
        <source>held now by %1 (read; --expect to name the holder you saw)</source>
        <translation>當前持有者為 %1 (已讀取; 用 --expect 指明你看到的持有者)</translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s) expired</source>
        <translation>
            <numerusform>%n 個持有者已過期</numerusform>
        </translation>
    </message>
    <message>
        <source>--subject is for a Redisson rate limiter; name a CoordScope limiter&apos;s subject by its key</source>
        <translation>--subject 用於 Redisson 限流器; CoordScope 限流器的主體請用它的鍵指明</translation>
    </message>
    <message>
        <source>Nothing sent: add --yes to send these commands.</source>
        <translation>沒有傳送: 加 --yes 才會傳送這些命令。</translation>
    </message>
    <message>
        <source>evict-holder: the holder to evict; set-ttl: the holder whose lease to change.</source>
        <translation>evict-holder: 要驅逐的持有者; set-ttl: 要修改其租約的持有者。</translation>
    </message>
</context>
<context>
    <name>OperatorAction</name>
    <message>
        <source>Break lock</source>
        <translation>強制解鎖</translation>
    </message>
    <message>
        <source>Change lease</source>
        <translation>修改租約</translation>
    </message>
    <message>
        <source>Evict holder</source>
        <translation>驅逐持有者</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>立即執行</translation>
    </message>
    <message>
        <source>Postpone</source>
        <translation>推遲</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation>刪除項</translation>
    </message>
    <message>
        <source>Requeue</source>
        <translation>重新入隊</translation>
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
        <translation>運維操作</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>&amp;Break lock…</source>
        <translation>強制解鎖(&amp;B)…</translation>
    </message>
    <message>
        <source>Change &amp;lease…</source>
        <translation>修改租約(&amp;L)…</translation>
    </message>
    <message>
        <source>Evict every e&amp;xpired holder…</source>
        <translation>驅逐所有過期的持有者(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Evict holder…</source>
        <translation>驅逐持有者(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Run now…</source>
        <translation>立即執行(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Postpone…</source>
        <translation>推遲(&amp;P)…</translation>
    </message>
    <message>
        <source>Delete the consumer&apos;s items in &amp;flight…</source>
        <translation>刪除該消費者處理中的項(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Delete item…</source>
        <translation>刪除項(&amp;D)…</translation>
    </message>
    <message>
        <source>Re&amp;queue the consumer&apos;s items…</source>
        <translation>將該消費者的項重新入隊(&amp;Q)…</translation>
    </message>
    <message>
        <source>Reset every &amp;subject…</source>
        <translation>重置所有主體(&amp;S)…</translation>
    </message>
    <message>
        <source>Reset &amp;limit of the subject…</source>
        <translation>重置該主體的限流(&amp;L)…</translation>
    </message>
    <message>
        <source>Select a primitive first</source>
        <translation>請先選擇一個原語</translation>
    </message>
    <message>
        <source>The lock is not held now</source>
        <translation>該鎖當前未被持有</translation>
    </message>
    <message>
        <source>No holder shown has expired</source>
        <translation>顯示的持有者都沒有過期</translation>
    </message>
    <message>
        <source>Select the holders to evict in the entries table</source>
        <translation>請在條目表中選擇要驅逐的持有者</translation>
    </message>
    <message>
        <source>Select a consumer&apos;s processing list in the keys table</source>
        <translation>請在鍵表中選擇一個消費者的處理中列表</translation>
    </message>
    <message>
        <source>Select one scheduled item in the entries table</source>
        <translation>請在條目表中選擇一個已排程的項</translation>
    </message>
    <message>
        <source>No subject is shown</source>
        <translation>沒有顯示任何主體</translation>
    </message>
    <message>
        <source>Select the subjects to reset in the entries table</source>
        <translation>請在條目表中選擇要重置的主體</translation>
    </message>
    <message>
        <source>%1 has no key for this action</source>
        <translation>%1 沒有適用於此操作的鍵</translation>
    </message>
    <message>
        <source>Not offered for %1 (%2): docs/inspector.md says which actions each library has, and why</source>
        <translation>%1 (%2) 不提供此操作: docs/inspector.md 說明了每個庫有哪些操作及原因</translation>
    </message>
    <message>
        <source>Read-only mode: operator actions write. Turn it off in the Connection menu to act.</source>
        <translation>唯讀模式: 運維操作會寫入。請在“連線”選單中關閉唯讀模式後再操作。</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>Read-only mode: nothing was sent</source>
        <translation>唯讀模式: 沒有傳送任何命令</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>未完成: %1</translation>
    </message>
    <message>
        <source>Select one holder in the members table</source>
        <translation>請在成員表中選擇一個持有者</translation>
    </message>
    <message>
        <source>Requeue one &amp;item in flight…</source>
        <translation>將一個處理中的項重新入隊(&amp;I)…</translation>
    </message>
    <message>
        <source>Select a processing or active list in the keys table</source>
        <translation>請在鍵表中選擇一個處理中列表或 active 列表</translation>
    </message>
    <message>
        <source>Read the items in flight</source>
        <translation>讀取處理中的項</translation>
    </message>
    <message>
        <source>Requeue one item</source>
        <translation>重新入隊一個項</translation>
    </message>
    <message>
        <source>Nothing in flight in %1</source>
        <translation>%1 中沒有處理中的項</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未讀取: %1</translation>
    </message>
    <message>
        <source>The item to put back (the list&apos;s first 200 at most):</source>
        <translation>要放回的項 (最多顯示列表的前 200 個):</translation>
    </message>
</context>
<context>
    <name>OperatorConfirmDialog</name>
    <message>
        <source>%1: check before it runs</source>
        <translation>%1: 執行前請確認</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Due in:</source>
        <translation>到期時間 (從現在起):</translation>
    </message>
    <message>
        <source>New lease:</source>
        <translation>新的租約:</translation>
    </message>
    <message>
        <source>Commands, sent exactly as shown when you go on:</source>
        <translation>命令 (繼續後將按所示原樣傳送):</translation>
    </message>
    <message>
        <source>Show script</source>
        <translation>顯示指令碼</translation>
    </message>
    <message>
        <source>Keys it may write: %1</source>
        <translation>可能寫入的鍵: %1</translation>
    </message>
    <message>
        <source>Show script (%1.lua)</source>
        <translation>顯示指令碼 (%1.lua)</translation>
    </message>
</context>
<context>
    <name>OperatorOutcome</name>
    <message>
        <source>%1 replies to %2 commands</source>
        <translation>%2 條命令收到 %1 個回覆</translation>
    </message>
    <message>
        <source>UNLINK: expected an integer</source>
        <translation>UNLINK: 應為整數</translation>
    </message>
    <message numerus="yes">
        <source>Reset %n key(s) of %1</source>
        <translation>
            <numerusform>已重置 %1 的 %n 個鍵</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to reset: the limiter&apos;s keys of %1 were already gone</source>
        <translation>無需重置: %1 的限流器鍵已不存在</translation>
    </message>
    <message>
        <source>%1: expected {code, ...}, got %2</source>
        <translation>%1: 應為 {code, ...}, 實際為 %2</translation>
    </message>
    <message>
        <source>nothing done: %1 holds another type now (%2)</source>
        <translation>什麼也沒做: %1 現在是另一種型別 (%2)</translation>
    </message>
    <message>
        <source>Nothing done: %1 is no longer held (the key is gone)</source>
        <translation>什麼也沒做: %1 已不再被持有 (鍵已不存在)</translation>
    </message>
    <message>
        <source>Nothing done: the holder is no longer in %1</source>
        <translation>什麼也沒做: 該持有者已不在 %1 中</translation>
    </message>
    <message>
        <source>Nothing done: the item is no longer in flight in %1</source>
        <translation>什麼也沒做: 該項已不在 %1 的處理中列表裡</translation>
    </message>
    <message>
        <source>Nothing done: the item is no longer scheduled in %1</source>
        <translation>什麼也沒做: 該項已不在 %1 的排程中</translation>
    </message>
    <message>
        <source>Nothing done: the consumer is alive (its deadline is %1 ms since the epoch); requeueing its item would deliver it twice</source>
        <translation>什麼也沒做: 該消費者仍然存活 (截止時間為紀元起 %1 ms); 把它的項重新入隊會導致投遞兩次</translation>
    </message>
    <message>
        <source>Nothing done: %1 is now held by %2, not by %3</source>
        <translation>什麼也沒做: %1 現在由 %2 持有, 而不是 %3</translation>
    </message>
    <message>
        <source>Broke %1 (it was held by %2)</source>
        <translation>已強制解鎖 %1 (原持有者為 %2)</translation>
    </message>
    <message>
        <source>Set the lease of %1 to %2 ms</source>
        <translation>已將 %1 的租約設為 %2 ms</translation>
    </message>
    <message numerus="yes">
        <source>Evicted %n holder(s) from %1</source>
        <translation>
            <numerusform>已從 %1 驅逐 %n 個持有者</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved the item to %1&apos;s ready list</source>
        <translation>已將該項移到就緒列表 %1</translation>
    </message>
    <message>
        <source>Postponed the item by %1 ms from now</source>
        <translation>已將該項推遲到從現在起 %1 ms 後</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n item(s) from %1</source>
        <translation>
            <numerusform>已從 %1 刪除 %n 個項</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requeued %n item(s) onto %1</source>
        <translation>
            <numerusform>已將 %n 個項重新放入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing done: %1</source>
        <translation>什麼也沒做: %1</translation>
    </message>
    <message>
        <source>Nothing done: the job&apos;s lock is held by %1, so its worker is alive; requeueing it would run it twice</source>
        <translation>什麼也沒做: 該任務的鎖由 %1 持有, 表示它的工作程序仍然存活; 重新入隊會導致它被執行兩次</translation>
    </message>
    <message>
        <source>Nothing done: the holder no longer holds a permit of %1</source>
        <translation>什麼也沒做: 該持有者已不再持有 %1 的許可</translation>
    </message>
    <message>
        <source>Nothing done: the holder&apos;s score in %1 is not an expiry to come (%2): its permit expired, or this kind keeps no lease</source>
        <translation>什麼也沒做: 該持有者在 %1 中的分數不是未來的過期時間 (%2): 它的許可已過期, 或這種信號量不儲存租約</translation>
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
        <translation>在叢集上鍵 %1 和 %2 位於不同的槽, 沒有一個指令碼能原子地同時操作它們; 沒有傳送任何命令</translation>
    </message>
    <message>
        <source>say which holder you saw: the lock&apos;s token or owner (--expect)</source>
        <translation>請指明你看到的持有者: 鎖的令牌或持有者 (--expect)</translation>
    </message>
    <message>
        <source>set-ttl needs the new lease in milliseconds (--ttl), more than 0</source>
        <translation>set-ttl 需要以毫秒錶示的新租約 (--ttl), 且大於 0</translation>
    </message>
    <message>
        <source>no lock key to act on</source>
        <translation>沒有可操作的鎖鍵</translation>
    </message>
    <message>
        <source>Set the lease of %1 to %2 ms if it is still held by %3</source>
        <translation>若 %1 仍由 %3 持有, 將其租約設為 %2 ms</translation>
    </message>
    <message>
        <source>Delete %1 if it is still held by %2</source>
        <translation>若 %1 仍由 %2 持有, 刪除它</translation>
    </message>
    <message>
        <source>the getset lock&apos;s expiry is its value, not a TTL; it has none to change</source>
        <translation>getset 鎖的過期時間是它的值, 而不是 TTL; 沒有可修改的租約</translation>
    </message>
    <message>
        <source>, and wake its first waiter</source>
        <translation>, 並喚醒第一個等待者</translation>
    </message>
    <message>
        <source>This lock hands out fencing numbers: a holder that stalled may still write after the lock is broken, and the resource is protected only if it checks the number it is given against the highest it has seen.</source>
        <translation>這個鎖會發放柵欄令牌 (fencing token): 一個卡住的持有者在鎖被強制解除後仍可能寫入, 只有當資源拿收到的編號與它見過的最大編號比較時, 資源才受到保護。</translation>
    </message>
    <message>
        <source>A Redlock lock lives on several servers: this acts on this server only. The holder keeps the lock while a majority of servers still hold it.</source>
        <translation>Redlock 鎖存在於多個伺服器上: 這裡只操作這一個伺服器。只要多數伺服器仍持有它, 持有者就仍持有這把鎖。</translation>
    </message>
    <message>
        <source>its key does not start with lock:</source>
        <translation>它的鍵不以 lock: 開頭</translation>
    </message>
    <message>
        <source>, and signal its waiters as its release does</source>
        <translation>, 並像它的釋放那樣通知等待者</translation>
    </message>
    <message>
        <source>Delete %1 whatever its hold count if %2 still owns it, and wake its waiters</source>
        <translation>若 %2 仍持有 %1, 不論其重入次數都刪除它, 並喚醒等待者</translation>
    </message>
    <message>
        <source>Delete %1 whatever its hold count if %2 still owns it, and publish Redisson&apos;s unlock message to its waiters</source>
        <translation>若 %2 仍持有 %1, 不論其重入次數都刪除它, 並向等待者釋出 Redisson 的解鎖訊息</translation>
    </message>
    <message>
        <source>Redisson&apos;s watchdog renews the lock while its owner&apos;s process runs: break it only if that process is gone.</source>
        <translation>Redisson 的看門狗會在持有者程序執行期間不斷續約: 只有在該程序已不在時才強制解鎖。</translation>
    </message>
    <message>
        <source>a read-write lock&apos;s read holds each keep a lease key of their own; removing one correctly needs Redisson&apos;s own bookkeeping</source>
        <translation>讀寫鎖的每個讀持有都有自己的租約鍵; 要正確移除需要 Redisson 自己的記賬</translation>
    </message>
    <message>
        <source>a BullMQ job lock belongs to the worker running the job; without it the job is seen as stalled and moved back by BullMQ itself</source>
        <translation>BullMQ 任務鎖屬於正在執行該任務的 worker; 沒有它, 任務會被視為停滯並由 BullMQ 自己移回</translation>
    </message>
    <message>
        <source>it is not a lock</source>
        <translation>它不是鎖</translation>
    </message>
    <message>
        <source>no holders key to act on</source>
        <translation>沒有可操作的持有者鍵</translation>
    </message>
    <message>
        <source>no holder has expired: nothing to evict</source>
        <translation>沒有持有者過期: 無需驅逐</translation>
    </message>
    <message>
        <source>say which holder to evict (--member)</source>
        <translation>請指明要驅逐的持有者 (--member)</translation>
    </message>
    <message>
        <source>%1 holders at once: at most %2 in one step</source>
        <translation>一次 %1 個持有者: 每步最多 %2 個</translation>
    </message>
    <message>
        <source>Remove holder %1 from %2 if it is still there</source>
        <translation>若持有者 %1 仍在 %2 中, 移除它</translation>
    </message>
    <message numerus="yes">
        <source>Remove the %n expired holder(s) listed from %1 if they are still there</source>
        <translation>
            <numerusform>若列出的 %n 個過期持有者仍在 %1 中, 移除它們</numerusform>
        </translation>
    </message>
    <message>
        <source> (from the fair order too, with its lease; the counter is left alone), and wake the waiters</source>
        <translation> (同時從公平順序中移除, 連同其租約; 計數器保持不變), 並喚醒等待者</translation>
    </message>
    <message>
        <source> (and from its :owner set, as the book&apos;s release does)</source>
        <translation> (並像書中的釋放那樣從 :owner 集合中移除)</translation>
    </message>
    <message>
        <source>, give the permit back to %1 and notify waiters, as Redisson&apos;s release does</source>
        <translation>, 像 Redisson 的釋放那樣把許可還給 %1 並通知等待者</translation>
    </message>
    <message>
        <source>it is not a semaphore whose holders are understood</source>
        <translation>它不是能理解其持有者的信號量</translation>
    </message>
    <message>
        <source>say which scheduled item (--item)</source>
        <translation>請指明已排程的項 (--item)</translation>
    </message>
    <message>
        <source>postpone needs how long from now in milliseconds (--ttl), more than 0</source>
        <translation>postpone 需要從現在起推遲的毫秒數 (--ttl), 且大於 0</translation>
    </message>
    <message>
        <source>no schedule key to act on</source>
        <translation>沒有可操作的排程鍵</translation>
    </message>
    <message>
        <source>its scores are not seconds or milliseconds</source>
        <translation>它的分數不是秒或毫秒</translation>
    </message>
    <message>
        <source>Schedule %1 of %2 %3 ms from now if it is still scheduled</source>
        <translation>若 %2 中的 %1 仍在排程中, 將其排程到從現在起 %3 ms 後</translation>
    </message>
    <message>
        <source>Delete %1 from %2 if it is still scheduled</source>
        <translation>若 %1 仍在 %2 的排程中, 刪除它</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3 with its payload, as the queue&apos;s claim does, if it is still scheduled</source>
        <translation>若 %1 仍在排程中, 像佇列的認領那樣把它連同載荷從 %2 移到 %3 的末尾</translation>
    </message>
    <message>
        <source>the job has no &quot;queue&quot;: it is not a Sidekiq job</source>
        <translation>該任務沒有 &quot;queue&quot;: 它不是 Sidekiq 任務</translation>
    </message>
    <message>
        <source>Move the job %1 (%2) from %3 to the front of %4 stamped enqueued_at now, and add %5 to %6, as Sidekiq&apos;s poller does, if it is still there</source>
        <translation>若任務 %1 (%2) 仍在 %3 中, 像 Sidekiq 的輪詢器那樣把它移到 %4 的前端, enqueued_at 記為現在, 並把 %5 加入 %6</translation>
    </message>
    <message>
        <source>the item is not [id, queue, name, args]</source>
        <translation>該項不是 [id, queue, name, args]</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3, as the book&apos;s poll_queue() does, if it is still scheduled</source>
        <translation>若 %1 仍在排程中, 像書中的 poll_queue() 那樣把它從 %2 移到 %3 的末尾</translation>
    </message>
    <message>
        <source>Move %1 from %2 to the end of %3 (its value unpacked) and drop it from %4, as Redisson&apos;s transfer task does, if it is still scheduled</source>
        <translation>若 %1 仍在排程中, 像 Redisson 的轉移任務那樣把它從 %2 移到 %3 的末尾 (解包出值), 並從 %4 中刪除</translation>
    </message>
    <message>
        <source> (and from %1)</source>
        <translation> (並從 %1 中刪除)</translation>
    </message>
    <message>
        <source>a schedule of unknown make has no ready list CoordScope knows</source>
        <translation>來源不明的排程沒有 CoordScope 知道的就緒列表</translation>
    </message>
    <message>
        <source>it is not a schedule whose items are understood</source>
        <translation>它不是能理解其項的排程</translation>
    </message>
    <message>
        <source>only CoordScope&apos;s reliable queue is understood</source>
        <translation>只理解 CoordScope 的可靠佇列</translation>
    </message>
    <message>
        <source>name the consumer&apos;s processing list (…:processing:&lt;consumer&gt;)</source>
        <translation>請指明消費者的處理中列表 (…:processing:&lt;consumer&gt;)</translation>
    </message>
    <message>
        <source>say which item (--item), or every item of the consumer (--all)</source>
        <translation>請指明是哪一項 (--item), 或該消費者的所有項 (--all)</translation>
    </message>
    <message>
        <source>Move every item of consumer %1 back to the head of %2 if the consumer is dead</source>
        <translation>若消費者 %1 已死亡, 把它的所有項移回 %2 的頭部</translation>
    </message>
    <message>
        <source>Delete every item in flight of consumer %1 if the consumer is dead</source>
        <translation>若消費者 %1 已死亡, 刪除它所有處理中的項</translation>
    </message>
    <message>
        <source>Move %1 from %2 back to the head of %3 if consumer %4 is dead</source>
        <translation>若消費者 %4 已死亡, 把 %1 從 %2 移回 %3 的頭部</translation>
    </message>
    <message>
        <source>Delete %1 from %2 if consumer %3 is dead</source>
        <translation>若消費者 %3 已死亡, 從 %2 刪除 %1</translation>
    </message>
    <message>
        <source>it is not a rate limiter CoordScope understands</source>
        <translation>它不是 CoordScope 能理解的限流器</translation>
    </message>
    <message>
        <source>no subject to reset</source>
        <translation>沒有要重置的主體</translation>
    </message>
    <message numerus="yes">
        <source>Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh</source>
        <translation>
            <numerusform>刪除 %1 的 %n 個主體的計數 (UNLINK), 讓它們重新開始</numerusform>
        </translation>
    </message>
    <message>
        <source>a Redisson fair lock is handed to the first waiter of its queue on release; acting on it here would skip that hand-over</source>
        <translation>Redisson 公平鎖在釋放時交給其佇列中的第一個等待者; 在這裡操作會跳過這次交接</translation>
    </message>
    <message>
        <source>the %1 key of a %2 has no such action (docs/inspector.md lists the actions of each library)</source>
        <translation>%2 的 %1 鍵沒有這個操作 (docs/inspector.md 列出了每個庫的操作)</translation>
    </message>
    <message>
        <source>unknown action</source>
        <translation>未知的操作</translation>
    </message>
    <message>
        <source>the queue has none of the keys only BullMQ writes (events, meta, marker): it may be a Bull 3 queue, whose jobs move otherwise</source>
        <translation>該佇列沒有只有 BullMQ 才寫的鍵 (events, meta, marker): 它可能是 Bull 3 的佇列, 其任務的移動方式不同</translation>
    </message>
    <message>
        <source>Bull 3 moves its jobs with scripts of its own (a paused queue&apos;s jobs go to its paused list, waiting workers are told by PUBLISH, priorities are kept in the wait list&apos;s order): BullMQ&apos;s steps would not keep its invariants</source>
        <translation>Bull 3 用它自己的指令碼移動任務 (暫停佇列的任務進入其 paused 列表, 透過 PUBLISH 通知等待的工作程序, 優先順序保存在 wait 列表的順序中): 按 BullMQ 的步驟操作無法維持它的不變式</translation>
    </message>
    <message>
        <source>a BullMQ queue offers run-now, postpone and delete-item on its delayed jobs and requeue on a stalled active job</source>
        <translation>BullMQ 佇列對延遲任務提供 run-now, postpone 和 delete-item, 對停滯的活動任務提供 requeue</translation>
    </message>
    <message>
        <source>name the queue&apos;s %1 key (…:%1)</source>
        <translation>請指明佇列的 %1 鍵 (…:%1)</translation>
    </message>
    <message>
        <source>say which job, by its id (--item)</source>
        <translation>請用任務 id 指明是哪個任務 (--item)</translation>
    </message>
    <message>
        <source>Promote job %1 of queue %2 as BullMQ&apos;s Job.promote() does, if it is still delayed: out of %3 into %4 (or %5 when it has a priority), the marker set unless the queue is paused or at its concurrency, a &quot;waiting&quot; event, its delay 0</source>
        <translation>若佇列 %2 的任務 %1 仍處於延遲狀態, 像 BullMQ 的 Job.promote() 那樣提升它: 從 %3 移入 %4 (有優先順序時移入 %5), 除非佇列已暫停或已達並行上限否則設定 marker, 發出 &quot;waiting&quot; 事件, 其 delay 設為 0</translation>
    </message>
    <message>
        <source>Delay job %1 of queue %2 to %3 ms from now as BullMQ&apos;s Job.changeDelay() does, if it is still delayed: its score in %4, its delay, a &quot;delayed&quot; event and the marker&apos;s next due time</source>
        <translation>若佇列 %2 的任務 %1 仍處於延遲狀態, 像 BullMQ 的 Job.changeDelay() 那樣把它延後到從現在起 %3 ms: 更新它在 %4 中的分數和它的 delay, 發出 &quot;delayed&quot; 事件, 更新 marker 的下一個到期時間</translation>
    </message>
    <message>
        <source>Remove job %1 of queue %2 as BullMQ&apos;s Job.remove() does, if it is still delayed and has no parent, no children, no lock and no job scheduler: out of %3, its hash and logs deleted (and its deduplication key if it holds it), a &quot;removed&quot; event</source>
        <translation>若佇列 %2 的任務 %1 仍處於延遲狀態且沒有父任務, 子任務, 鎖和任務排程器, 像 BullMQ 的 Job.remove() 那樣刪除它: 從 %3 移除, 刪除它的雜湊和日誌 (以及它持有的去重鍵), 發出 &quot;removed&quot; 事件</translation>
    </message>
    <message>
        <source>Move job %1 of queue %2 from %3 back to the head of %4 as BullMQ&apos;s stalled-job check does, if its lock %5 is gone (its worker is dead): its stalled count plus one, &quot;waiting&quot; and &quot;stalled&quot; events</source>
        <translation>若任務的鎖 %5 已不存在 (它的工作程序已死亡), 像 BullMQ 的停滯任務檢查那樣把佇列 %2 的任務 %1 從 %3 移回 %4 的頭部: 停滯計數加一, 發出 &quot;waiting&quot; 和 &quot;stalled&quot; 事件</translation>
    </message>
    <message>
        <source>say which holder&apos;s lease to change (--member)</source>
        <translation>請指明要修改哪個持有者的租約 (--member)</translation>
    </message>
    <message>
        <source>Set the lease of holder %1 of %2 to %3 ms if it still holds a permit</source>
        <translation>若持有者 %1 仍持有 %2 的許可, 將其租約設為 %3 ms</translation>
    </message>
    <message>
        <source> (the atomic semaphore&apos;s expiry; the basic, fair and locked kinds score acquire times, and are left alone)</source>
        <translation> (原子信號量的過期時間; 基本、公平和加鎖信號量的分數是取得時間, 不作改動)</translation>
    </message>
    <message>
        <source>its holders&apos; leases are not kept in Redis</source>
        <translation>它的持有者的租約不儲存在 Redis 中</translation>
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
    <name>PlaygroundChecker</name>
    <message>
        <source>holders above the limit not checked: the run gives no limit</source>
        <translation>未檢查超過上限的持有者：這次執行沒有給出上限</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1</source>
        <translation>
            <numerusform>%n 個操作因錯誤而失敗，而不是得到回答（伺服器無法連線或拒絕了命令），未計入操作和等待；第一個：%1</numerusform>
        </translation>
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
    <name>PlaygroundScenario</name>
    <message>
        <source>%1 in %2</source>
        <translation>%2中有 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n overlapping hold(s)</source>
        <translation>
            <numerusform>%n 次重疊持有</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grant(s)</source>
        <translation>
            <numerusform>%n 次獲准</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 grants before the cut, %3 refusals after it</source>
        <translation>%1；切斷前 %2 次獲准，切斷後 %3 次拒絕</translation>
    </message>
    <message>
        <source>the crash did not happen (the client never reached it)</source>
        <translation>崩潰沒有發生（客戶端從未到達那一步）</translation>
    </message>
    <message>
        <source>Naive lock, holder crashes</source>
        <translation>樸素鎖，持有者崩潰</translation>
    </message>
    <message>
        <source>The naive lock (SETNX and DEL) has no lease, so a holder that crashes never releases it: every later attempt waits and is refused for the rest of the run. The token lock&apos;s lease ends the same crash after its TTL.</source>
        <translation>樸素鎖（SETNX 和 DEL）沒有租約，所以崩潰的持有者永遠不會釋放它：之後的每次嘗試都會等待並在本次執行剩餘時間內被拒絕。令牌鎖的租約會在 TTL 之後結束同樣的崩潰。</translation>
    </message>
    <message>
        <source>no grant after the crash; every later attempt is refused</source>
        <translation>崩潰後沒有任何獲准；之後的每次嘗試都被拒絕</translation>
    </message>
    <message>
        <source>grants resume once the crashed holder&apos;s 300 ms lease has run out</source>
        <translation>崩潰的持有者 300 ms 的租約到期後，獲准恢復</translation>
    </message>
    <message>
        <source>%1 after the crash, %2</source>
        <translation>崩潰後 %1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n refusal(s)</source>
        <translation>
            <numerusform>%n 次拒絕</numerusform>
        </translation>
    </message>
    <message>
        <source>SETNX then EXPIRE, holder crashes between them</source>
        <translation>先 SETNX 再 EXPIRE，持有者在兩者之間崩潰</translation>
    </message>
    <message>
        <source>A holder that crashes after SETNX and before PEXPIRE leaves a lock with no TTL that nobody would ever release, until a waiter finds it (PTTL says -1) and sets the TTL itself. Grants stop for about a lease and then resume; SET NX PX has no such gap.</source>
        <translation>在 SETNX 之後、PEXPIRE 之前崩潰的持有者會留下一個沒有 TTL、永遠無人釋放的鎖，直到某個等待者發現它（PTTL 返回 -1）並自己設定 TTL。獲准會停止大約一個租約的時間然後恢復；SET NX PX 沒有這樣的空檔。</translation>
    </message>
    <message>
        <source>a stall of about the 500 ms lease after the crash, then grants again (a waiter repaired the TTL)</source>
        <translation>崩潰後停頓約 500 ms 的租約時間，然後再次獲准（一個等待者修復了 TTL）</translation>
    </message>
    <message>
        <source>the crash point does not exist (one command): no stall, no violation</source>
        <translation>崩潰點不存在（只有一條命令）：沒有停頓，沒有違規</translation>
    </message>
    <message>
        <source>%1, longest time without a grant %2 ms</source>
        <translation>%1，最長無獲准時間 %2 ms</translation>
    </message>
    <message>
        <source>a crash</source>
        <translation>一次崩潰</translation>
    </message>
    <message>
        <source>no crash</source>
        <translation>沒有崩潰</translation>
    </message>
    <message>
        <source>no grant for %1 ms after the crash, then %2</source>
        <translation>崩潰後 %1 ms 沒有獲准，然後 %2</translation>
    </message>
    <message>
        <source>GETSET lock under contention at expiry</source>
        <translation>過期時競爭的 GETSET 鎖</translation>
    </message>
    <message>
        <source>The GETSET lock keeps its expiry in the value, and a waiter that reads a past expiry takes the lock over even while its holder is still working: two holders (and the losing racer has overwritten the winner&apos;s expiry). The token lock with a watchdog renews the lease while the holder works.</source>
        <translation>GETSET 鎖把過期時間存在值裡，讀到過去的過期時間的等待者會接管鎖，即使持有者仍在工作：兩個持有者（而且競爭失敗者覆蓋了勝者的過期時間）。帶看門狗的令牌鎖會在持有者工作期間續約租約。</translation>
    </message>
    <message>
        <source>overlapping holds: holders working past their 300 ms expiry are taken over</source>
        <translation>重疊持有：工作超過 300 ms 過期時間的持有者被接管</translation>
    </message>
    <message>
        <source>no overlapping holds</source>
        <translation>沒有重疊持有</translation>
    </message>
    <message>
        <source>Token lock, holder paused past its TTL</source>
        <translation>令牌鎖，持有者暫停超過其 TTL</translation>
    </message>
    <message>
        <source>A holder stopped by a pause longer than its lease (a GC pause) wakes up believing it still holds the lock that another client now holds: two holders. A watchdog renewing from another thread keeps the lease alive through the pause, and fencing numbers let the protected resource refuse the stale holder&apos;s write.</source>
        <translation>一個因暫停（GC 暫停）超過租約而停下的持有者醒來後，以為自己仍持有那把鎖，而另一個客戶端現在持有它：兩個持有者。從另一個執行緒續約的看門狗能讓租約在暫停期間保持有效，fencing 編號能讓受保護的資源拒絕過期持有者的寫入。</translation>
    </message>
    <message>
        <source>overlapping holds</source>
        <translation>重疊持有</translation>
    </message>
    <message>
        <source>overlapping holds, each one caught by the fencing numbers (the stale write is refused)</source>
        <translation>重疊持有，每一次都被 fencing 編號抓住（過期的寫入被拒絕）</translation>
    </message>
    <message>
        <source>the pause did not happen</source>
        <translation>暫停沒有發生</translation>
    </message>
    <message>
        <source>%1, %2 caught by fencing</source>
        <translation>%1，%2 被 fencing 抓住</translation>
    </message>
    <message>
        <source>Basic semaphore, a client&apos;s clock runs behind</source>
        <translation>基本信號量，某個客戶端的時鐘慢了</translation>
    </message>
    <message>
        <source>The basic semaphore ranks holders by their own clocks&apos; timestamps, so a client whose clock runs 400 ms behind ranks ahead of everyone and gets a permit even when all are taken: more holders than the limit. The fair semaphore ranks by a counter, so the skew gives that client no head start, and the lock-guarded and atomic ones also close the fair one&apos;s own race (INCR and ZADD in two round trips).</source>
        <translation>基本信號量按持有者自己時鐘的時間戳排名，所以時鐘慢 400 ms 的客戶端排在所有人前面，即使許可都被佔用也能得到一個：持有者多於上限。公平信號量按計數器排名，所以時鐘偏差不會讓該客戶端搶先；加鎖保護的和原子的信號量還消除了公平信號量自身的競爭（INCR 和 ZADD 分兩次往返）。</translation>
    </message>
    <message>
        <source>more holders than the 3 permits, and the skewed client 0 gets well over the others&apos; share of grants</source>
        <translation>持有者多於 3 個許可，時鐘偏差的客戶端 0 獲准的次數遠超其他客戶端的份額</translation>
    </message>
    <message>
        <source>client 0 gets about the others&apos; share of grants; the fair semaphore&apos;s own INCR/ZADD race may still exceed the limit</source>
        <translation>客戶端 0 獲准的次數與其他客戶端相當；公平信號量自身的 INCR/ZADD 競爭仍可能超出上限</translation>
    </message>
    <message>
        <source>never more than 3 holders</source>
        <translation>從未超過 3 個持有者</translation>
    </message>
    <message>
        <source>%1, at most %2 holders at once; client 0 got %3 grants, the others %4 on average</source>
        <translation>%1，同時最多 %2 個持有者；客戶端 0 獲准 %3 次，其他客戶端平均 %4 次</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) over the limit</source>
        <translation>
            <numerusform>%n 次超出上限</numerusform>
        </translation>
    </message>
    <message>
        <source>Master failover before replication</source>
        <translation>複製完成前主節點故障轉移</translation>
    </message>
    <message>
        <source>The replica is cut off, a client takes the lock on the master, and the replica is promoted without it, so another client takes the same lock on the new master: two holders. The replica-synced lock refuses a grant its replica did not acknowledge, and Redlock over 5 nodes keeps its majority when one node loses the lock, as long as that node stays down for a lease before it rejoins (the delayed restart Redlock prescribes).</source>
        <translation>從節點被切斷，一個客戶端在主節點上取得了鎖，而從節點在沒有這把鎖的情況下被提升，於是另一個客戶端在新主節點上取得了同一把鎖：兩個持有者。複製同步鎖會拒絕從節點未確認的獲准；5 個節點上的 Redlock 在一個節點丟失鎖時仍保有多數，只要該節點在重新加入之前停機一個租約的時間（Redlock 規定的延遲重啟）。</translation>
    </message>
    <message>
        <source>overlapping holds after the failover</source>
        <translation>故障轉移後出現重疊持有</translation>
    </message>
    <message>
        <source>grants while the replica acknowledges, refusals once it is cut off, no overlapping holds</source>
        <translation>從節點確認時獲准，被切斷後拒絕，沒有重疊持有</translation>
    </message>
    <message>
        <source>no overlapping holds: node 0 dies with the lock and rejoins empty one lease later</source>
        <translation>沒有重疊持有：節點 0 帶著鎖宕機，一個租約之後以空資料重新加入</translation>
    </message>
    <message>
        <source>Redlock with nodes stopped one by one</source>
        <translation>逐個停止節點的 Redlock</translation>
    </message>
    <message>
        <source>Redlock grants while a majority of its 5 nodes answers and refuses once only 2 are left. Its validity is the TTL minus the time the round took, so client 1, whose network adds 15 ms per command, gets less validity than client 0.</source>
        <translation>Redlock 在其 5 個節點中多數應答時獲准，只剩 2 個時拒絕。它的有效期是 TTL 減去這一輪所用的時間，所以網路每條命令增加 15 ms 的客戶端 1 得到的有效期比客戶端 0 少。</translation>
    </message>
    <message>
        <source>grants with 3 or more nodes up, none with 2; no overlapping holds; client 1&apos;s validity below client 0&apos;s</source>
        <translation>3 個或更多節點線上時獲准，2 個時沒有獲准；沒有重疊持有；客戶端 1 的有效期低於客戶端 0</translation>
    </message>
    <message>
        <source>the third node was not stopped</source>
        <translation>第三個節點沒有被停止</translation>
    </message>
    <message>
        <source>%1 grants before the third stop, %2 after; validity %3 ms (client 0) vs %4 ms (client 1, slow network)</source>
        <translation>第三次停止前獲准 %1 次，之後 %2 次；有效期 %3 ms（客戶端 0）對 %4 ms（客戶端 1，慢網路）</translation>
    </message>
    <message>
        <source>Delayed queue with 4 claimers</source>
        <translation>有 4 個認領者的延遲佇列</translation>
    </message>
    <message>
        <source>Four claimers poll one delayed queue, and the broken claim pushes the due items it read without checking that its ZREM removed them, so an item read by two claimers is pushed twice. The book&apos;s claim pushes only what its ZREM removed, and the atomic claim does it all in one script.</source>
        <translation>四個認領者輪詢同一個延遲佇列，有缺陷的認領會推入它讀到的到期條目，而不檢查它的 ZREM 是否刪除了它們，所以被兩個認領者讀到的條目會被推入兩次。書中的認領只推入它的 ZREM 刪除了的條目，原子認領則在一個指令碼中完成這一切。</translation>
    </message>
    <message>
        <source>items delivered twice</source>
        <translation>條目被投遞了兩次</translation>
    </message>
    <message>
        <source>no duplicates, nothing lost</source>
        <translation>沒有重複，沒有丟失</translation>
    </message>
    <message>
        <source>%1 items, %2 duplicate deliveries, %3 lost</source>
        <translation>%1 個條目，%2 次重複投遞，丟失 %3 個</translation>
    </message>
    <message>
        <source>Fixed vs sliding window at the window edge</source>
        <translation>視窗邊緣的固定視窗與滑動視窗</translation>
    </message>
    <message>
        <source>Callers burst from 100 ms before a window edge: the fixed window admits its 10 just before the edge and 10 more just after, 20 within 200 ms. The sliding window counts the last second wherever it ends, so it never admits more than 10 in any second.</source>
        <translation>呼叫方從視窗邊緣前 100 ms 開始突發：固定視窗在邊緣之前放行 10 個，緊接著邊緣之後又放行 10 個，200 ms 內共 20 個。滑動視窗無論在哪裡結束都統計最近一秒，所以任何一秒內都不會放行超過 10 個。</translation>
    </message>
    <message>
        <source>an over-admission: the fixed window&apos;s edge burst</source>
        <translation>超額放行：固定視窗的邊緣突發</translation>
    </message>
    <message>
        <source>no over-admission</source>
        <translation>沒有超額放行</translation>
    </message>
    <message>
        <source>%1 admitted, %2 limited, %3</source>
        <translation>放行 %1，受限 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n over-admission(s)</source>
        <translation>
            <numerusform>%n 次超額放行</numerusform>
        </translation>
    </message>
    <message>
        <source>Reliable queue, consumer crashes mid-item</source>
        <translation>可靠佇列，消費者處理中途崩潰</translation>
    </message>
    <message>
        <source>A consumer crashes while working on an item: the reliable queue kept the item in the consumer&apos;s processing list, and the reaper puts it back once the consumer&apos;s deadline passes. It is delivered again and nothing is lost, while the plain BLPOP queue loses it.</source>
        <translation>消費者在處理條目時崩潰：可靠佇列把該條目保留在消費者的處理列表中，消費者的期限過後，回收器把它放回佇列。它被再次投遞，沒有丟失；而普通的 BLPOP 佇列會丟失它。</translation>
    </message>
    <message>
        <source>the crashed consumer&apos;s item is lost</source>
        <translation>崩潰的消費者的條目丟失了</translation>
    </message>
    <message>
        <source>the item is redelivered; none lost, none delivered twice</source>
        <translation>條目被重新投遞；沒有丟失，沒有重複投遞</translation>
    </message>
    <message>
        <source>%1 items, %2 redelivered, %3 lost, %4 delivered twice</source>
        <translation>%1 個條目，重新投遞 %2 個，丟失 %3 個，重複投遞 %4 個</translation>
    </message>
    <message>
        <source>Cluster master killed before its replica has the lock</source>
        <translation>叢集主節點在其從節點拿到鎖之前被殺死</translation>
    </message>
    <message>
        <source>On a Redis Cluster, the replica of the master that serves the lock&apos;s slot is cut off, a client takes the lock, and the master is killed: the cluster promotes the replica without the lock, and another client takes it there while the first still holds it. The WAIT-synced lock refuses every grant no replica acknowledged instead; the fencing counter lives in the same slot, so it loses its increments too and hands the second holder the first one&apos;s number: the stale holder&apos;s write is accepted.</source>
        <translation>在 Redis 叢集上，服務鎖所在槽的主節點的從節點被切斷，一個客戶端取得了鎖，然後主節點被殺死：叢集在沒有這把鎖的情況下提升了從節點，另一個客戶端在那裡取得了它，而第一個客戶端仍持有它。WAIT 同步鎖則會拒絕每一次沒有從節點確認的獲准；fencing 計數器位於同一個槽中，所以它的自增也丟失了，並把第一個持有者的編號發給了第二個持有者：過期持有者的寫入被接受。</translation>
    </message>
    <message>
        <source>overlapping holds after the cluster promoted the replica</source>
        <translation>叢集提升從節點後出現重疊持有</translation>
    </message>
    <message>
        <source>grants while the replicas acknowledge, refusals once they are cut off, no overlapping holds</source>
        <translation>從節點確認時獲准，被切斷後拒絕，沒有重疊持有</translation>
    </message>
    <message>
        <source>overlapping holds with the same fencing number: the counter&apos;s increment was lost with the master, so the stale holder&apos;s write is accepted</source>
        <translation>重疊持有且 fencing 編號相同：計數器的自增隨主節點一起丟失，所以過期持有者的寫入被接受</translation>
    </message>
    <message>
        <source>the master was not killed</source>
        <translation>主節點沒有被殺死</translation>
    </message>
    <message>
        <source>%1, %2 with the same fencing number on both holders</source>
        <translation>%1，其中 %2 次兩個持有者的 fencing 編號相同</translation>
    </message>
    <message>
        <source>Queue and semaphore through a slot migration</source>
        <translation>槽遷移中的佇列和信號量</translation>
    </message>
    <message>
        <source>On a Redis Cluster, the slot of the primitive&apos;s keys migrates to another master while clients use it: its keys move one MIGRATE at a time, commands are redirected (ASK) or told to try again (TRYAGAIN) meanwhile, then the new master serves the slot. The reliable queue loses and duplicates nothing, and the semaphore never grants more permits than its limit.</source>
        <translation>在 Redis 叢集上，原語的鍵所在的槽在客戶端使用期間遷移到另一個主節點：它的鍵每次一個 MIGRATE 地移動，期間命令被重定向 (ASK) 或被告知重試 (TRYAGAIN)，然後由新主節點服務該槽。可靠佇列不丟失也不重複任何東西，信號量發出的許可從不超過上限。</translation>
    </message>
    <message>
        <source>no item lost, none delivered twice, deliveries after the migration</source>
        <translation>沒有條目丟失，沒有重複投遞，遷移後仍有投遞</translation>
    </message>
    <message>
        <source>never more holders than the limit, grants after the migration</source>
        <translation>持有者從不多於上限，遷移後仍有獲准</translation>
    </message>
    <message>
        <source>the migration did not happen</source>
        <translation>遷移沒有發生</translation>
    </message>
    <message>
        <source>%1 items, %2 lost, %3 delivered twice, %4 deliveries after the migration</source>
        <translation>%1 個條目，丟失 %2 個，重複投遞 %3 個，遷移後投遞 %4 次</translation>
    </message>
    <message>
        <source>%1, at most %2 holders at once, %3 grants after the migration</source>
        <translation>%1，同時最多 %2 個持有者，遷移後獲准 %3 次</translation>
    </message>
    <message>
        <source>Sentinel promotes a replica that never saw the lock</source>
        <translation>哨兵提升了一個從未見過這把鎖的從節點</translation>
    </message>
    <message>
        <source>Three sentinels watch a master and 2 replicas; the replicas are cut off, a client takes the lock through the sentinels, and the master is killed: the sentinels promote a replica without the lock and the other clients, following them, take it while the first still holds it. Jepsen found the same in 2013 (acknowledged writes lost in a Sentinel failover: replication is asynchronous); the WAIT-synced lock refuses while no replica acknowledges, and fencing numbers catch the stale holder once the new master has handed out a higher one.</source>
        <translation>三個哨兵監視一個主節點和 2 個從節點；從節點被切斷，一個客戶端透過哨兵取得了鎖，然後主節點被殺死：哨兵提升了一個沒有這把鎖的從節點，其他客戶端跟隨哨兵，在第一個客戶端仍持有鎖時取得了它。Jepsen 在 2013 年發現了同樣的問題（哨兵故障轉移中丟失已確認的寫入：複製是非同步的）；WAIT 同步鎖在沒有從節點確認時拒絕，fencing 編號在新主節點發出更高的編號後能抓住過期持有者。</translation>
    </message>
    <message>
        <source>overlapping holds after the sentinels promoted a replica</source>
        <translation>哨兵提升從節點後出現重疊持有</translation>
    </message>
    <message>
        <source>refusals while the replicas are cut off, grants again once the sentinels promoted one and the other follows it, no overlapping holds</source>
        <translation>從節點被切斷時拒絕，哨兵提升一個從節點、另一個跟隨它之後再次獲准，沒有重疊持有</translation>
    </message>
    <message>
        <source>overlapping holds; the first new holder gets the stale holder&apos;s number again (the increment was lost with the master), a later one a higher number, which catches the stale holder: its fenced write is refused</source>
        <translation>重疊持有；第一個新持有者再次得到過期持有者的編號（自增隨主節點丟失），之後的持有者得到更高的編號，它能抓住過期持有者：其帶 fencing 的寫入被拒絕</translation>
    </message>
    <message>
        <source>the sentinels promoted no replica within the run</source>
        <translation>本次執行期間哨兵沒有提升任何從節點</translation>
    </message>
    <message>
        <source>%1; %2 refusals and %3 grants while the replicas were cut off, %4 grants after the promotion</source>
        <translation>%1；從節點被切斷期間拒絕 %2 次、獲准 %3 次，提升後獲准 %4 次</translation>
    </message>
    <message>
        <source>%1, %2 the fencing numbers would catch, %3</source>
        <translation>%1，fencing 編號能抓住 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) refused</source>
        <translation>
            <numerusform>%n 次過期寫入被拒絕</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n operation(s) failed</source>
        <translation>
            <numerusform>%n 次操作失敗</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n event(s), %1 ops/s, %2.</source>
        <translation>
            <numerusform>；%n 個事件，%1 操作/秒，%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed: %1.</source>
        <translation>
            <numerusform>%n 次操作失敗：%1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimitiveDiscovery</name>
    <message>
        <source>STRLEN/GETRANGE: unexpected reply</source>
        <translation>STRLEN/GETRANGE：意外的回覆</translation>
    </message>
    <message>
        <source>HSCAN: expected [cursor, [field, value, ...]]</source>
        <translation>HSCAN：預期 [cursor, [field, value, ...]]</translation>
    </message>
    <message>
        <source>HSCAN: expected field/value pairs</source>
        <translation>HSCAN：預期欄位/值對</translation>
    </message>
    <message>
        <source>ZRANGE: expected member/score pairs</source>
        <translation>ZRANGE：預期成員/分數對</translation>
    </message>
    <message>
        <source>value shapes %1 (a probe of %2 keys)</source>
        <translation>值形態 %1（探測了 %2 個鍵）</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是數字</translation>
    </message>
    <message>
        <source>value shapes %1 (asked for)</source>
        <translation>值形態 %1（按要求）</translation>
    </message>
    <message>
        <source>value shapes on: DBSIZE refused (%1), the keyspace&apos;s size unknown</source>
        <translation>值形態開啟：DBSIZE 被拒絕（%1），鍵空間大小未知</translation>
    </message>
    <message>
        <source>value shapes %1: %2 keys (DBSIZE) is %3 %4</source>
        <translation>值形態 %1：%2 個鍵 (DBSIZE) %3 %4</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>SCAN: expected [cursor, [keys]]</source>
        <translation>SCAN：預期 [cursor, [keys]]</translation>
    </message>
    <message>
        <source>SCAN: cursor is not a number</source>
        <translation>SCAN：遊標不是數字</translation>
    </message>
    <message>
        <source>TYPE/PTTL: unexpected reply</source>
        <translation>TYPE/PTTL：意外的回覆</translation>
    </message>
    <message>
        <source>scanCount must be at least 1, not %1</source>
        <translation>scanCount 至少為 1，而不是 %1</translation>
    </message>
    <message>
        <source>maxKeys must be at least 1, not %1</source>
        <translation>maxKeys 至少為 1，而不是 %1</translation>
    </message>
    <message>
        <source>the discovery is finished</source>
        <translation>發現已完成</translation>
    </message>
    <message>
        <source>expected %1 replies, got %2</source>
        <translation>預期 %1 個回覆，收到 %2 個</translation>
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
        <source>Layout: %1</source>
        <translation>佈局: %1</translation>
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
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n 個條目</numerusform>
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
    <name>PrimitiveStateRead</name>
    <message>
        <source>%1: unexpected reply %2</source>
        <translation>%1：意外的回覆 %2</translation>
    </message>
    <message>
        <source>expected member/score pairs</source>
        <translation>預期成員/分數對</translation>
    </message>
    <message>
        <source>a score that is not a number</source>
        <translation>分數不是數字</translation>
    </message>
    <message>
        <source>expected [cursor, [...]]</source>
        <translation>預期 [cursor, [...]]</translation>
    </message>
    <message>
        <source>showing %1 of %2 &quot;%3&quot; keys</source>
        <translation>顯示 %2 個“%3”鍵中的 %1 個</translation>
    </message>
    <message>
        <source>showing %1 of %2 %3 of %4</source>
        <translation>顯示 %2 個%3中的 %1 個，屬於 %4</translation>
    </message>
    <message>
        <source>%1 does not exist: not held</source>
        <translation>%1 不存在：未被持有</translation>
    </message>
    <message>
        <source>%1 vanished (emptied or deleted)</source>
        <translation>%1 已消失（被清空或刪除）</translation>
    </message>
    <message>
        <source>%1 vanished</source>
        <translation>%1 已消失</translation>
    </message>
    <message>
        <source>%1 is now a %2, not a %3: not read</source>
        <translation>%1 現在是 %2，而不是 %3：未讀取</translation>
    </message>
    <message>
        <source>%1 (a %2) met WRONGTYPE: not read as a %3</source>
        <translation>%1（%2）遇到 WRONGTYPE：未按 %3 讀取</translation>
    </message>
    <message>
        <source>the holder&apos;s value is %1 bytes; showing %2</source>
        <translation>持有者的值有 %1 位元組；顯示 %2</translation>
    </message>
    <message>
        <source>expired by the time in its value %1 ms ago; not taken over yet</source>
        <translation>按其值中的時間已於 %1 ms 前過期；尚未被接管</translation>
    </message>
    <message>
        <source>mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>no holders are recorded by this layout</source>
        <translation>此佈局不記錄持有者</translation>
    </message>
    <message>
        <source>showing %1 of %2 ready items</source>
        <translation>顯示 %2 個就緒條目中的 %1 個</translation>
    </message>
    <message>
        <source>dead jobs</source>
        <translation>失敗的任務</translation>
    </message>
    <message>
        <source>consumer %1&apos;s deadline passed %2 ms ago</source>
        <translation>消費者 %1 的期限已過去 %2 ms</translation>
    </message>
    <message>
        <source>settings: %1</source>
        <translation>設定：%1</translation>
    </message>
    <message>
        <source>oldest %1 ms ago, newest %2 ms ago</source>
        <translation>最早的 %1 ms 前，最新的 %2 ms 前</translation>
    </message>
    <message>
        <source>%1: estimate stale (changed since the last PFCOUNT; not recounted, PFCOUNT would write)</source>
        <translation>%1：估計值已過時（自上次 PFCOUNT 後有變化；未重新計數，因為 PFCOUNT 會寫入）</translation>
    </message>
    <message>
        <source>no keys to read</source>
        <translation>沒有要讀取的鍵</translation>
    </message>
    <message>
        <source>the read is finished</source>
        <translation>讀取已完成</translation>
    </message>
    <message>
        <source>expected %1 replies, got %2</source>
        <translation>預期 %1 個回覆，收到 %2 個</translation>
    </message>
    <message>
        <source>INFO: expected text, got %1</source>
        <translation>INFO：預期文字，收到 %1</translation>
    </message>
    <message>
        <source>INFO server has no server_time_usec (Redis &lt; 5?)</source>
        <translation>INFO server 沒有 server_time_usec（Redis &lt; 5？）</translation>
    </message>
    <message>
        <source>INFO server: server_time_usec is not a number</source>
        <translation>INFO server：server_time_usec 不是數字</translation>
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
    <name>QueueCommands</name>
    <message>
        <source>unknown queue action &quot;%1&quot; (%2)</source>
        <translation>未知的 queue 操作“%1”（%2）</translation>
    </message>
    <message>
        <source>unknown queue kind &quot;%1&quot; (known: %2)</source>
        <translation>未知的佇列型別“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>queue %1 is for --kind reliable only</source>
        <translation>queue %1 僅用於 --kind reliable</translation>
    </message>
    <message>
        <source>--priority is for queue push --kind priority</source>
        <translation>--priority 用於 queue push --kind priority</translation>
    </message>
    <message>
        <source>--priority: </source>
        <translation>--priority：</translation>
    </message>
    <message>
        <source>--wait is for queue pop</source>
        <translation>--wait 用於 queue pop</translation>
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
        <translation>--visibility 不適用於 queue %1：每個消費者按它自己的期限判斷（它上次 pop、ack 或 nack 的時間加上它自己的 --visibility）</translation>
    </message>
    <message>
        <source>--visibility is for the reliable queue&apos;s pop, ack and nack</source>
        <translation>--visibility 用於可靠佇列的 pop、ack 和 nack</translation>
    </message>
    <message>
        <source>--consumer is for the reliable queue&apos;s pop, ack and nack</source>
        <translation>--consumer 用於可靠佇列的 pop、ack 和 nack</translation>
    </message>
    <message>
        <source>--consumer: </source>
        <translation>--consumer：</translation>
    </message>
    <message>
        <source>pushed %1, %2 ready at %3 priority</source>
        <translation>已推入 %1，%3 優先順序就緒 %2 個</translation>
    </message>
    <message>
        <source>nothing within %1 ms</source>
        <translation>%1 ms 內沒有任何條目</translation>
    </message>
    <message>
        <source>(empty: nothing within %1 ms)</source>
        <translation>（空：%1 ms 內沒有任何條目）</translation>
    </message>
    <message>
        <source>%1; an item may have been moved to %2 with the reply lost: pop again with --consumer %3 to be given it, or it returns to the queue when its %4 ms visibility ends</source>
        <translation>%1；某個條目可能已被移到 %2 而回復丟失了：用 --consumer %3 再次 pop 即可拿到它，或者在它的 %4 ms 可見性逾時結束後它會回到佇列</translation>
    </message>
    <message>
        <source>	(consumer %1: ack or nack it)</source>
        <translation>	（消費者 %1：請 ack 或 nack 它）</translation>
    </message>
    <message>
        <source>requeued at the head</source>
        <translation>已重新放回隊首</translation>
    </message>
    <message>
        <source>not in flight: </source>
        <translation>不在處理中：</translation>
    </message>
    <message>
        <source>deadline in %1 ms</source>
        <translation>期限還有 %1 ms</translation>
    </message>
    <message>
        <source>deadline passed %1 ms ago (stale: the reaper requeues its items)</source>
        <translation>期限已過去 %1 ms（已過期：回收器會把它的條目放回佇列）</translation>
    </message>
    <message>
        <source>%1 ready (%2), %3 in flight at %4 consumers</source>
        <translation>就緒 %1（%2），%4 個消費者處理中 %3</translation>
    </message>
    <message>
        <source>  %1 in flight %2, %3</source>
        <translation>  %1 處理中 %2，%3</translation>
    </message>
    <message>
        <source>requeued %1 items of %2 dead consumers%3</source>
        <translation>已把 %2 個失效消費者的 %1 個條目放回佇列%3</translation>
    </message>
    <message>
        <source> (more left: run again)</source>
        <translation> （還有剩餘：請再執行一次）</translation>
    </message>
    <message>
        <source> (more in flight)</source>
        <translation> （還有更多在處理中）</translation>
    </message>
    <message>
        <source>Task queues: FIFO, priority, reliable (ack, nack, reaper).</source>
        <translation>任務佇列：FIFO、優先順序、可靠（ack、nack、回收器）。</translation>
    </message>
    <message>
        <source>Queue variant: %1 (default fifo). fifo and reliable share the list; ack and nack are reliable only.</source>
        <translation>佇列變體：%1（預設 fifo）。fifo 和 reliable 共用列表；ack 和 nack 只用於 reliable。</translation>
    </message>
    <message>
        <source>push --kind priority: %1 (default normal).</source>
        <translation>push --kind priority：%1（預設 normal）。</translation>
    </message>
    <message>
        <source>pop: block up to this long for an item (default 0: do not block).</source>
        <translation>pop：最多阻塞這麼長時間等待條目（預設 0：不阻塞）。</translation>
    </message>
    <message>
        <source>reliable pop, ack, nack: the consumer id (pop makes one up and prints it when not given).</source>
        <translation>可靠佇列的 pop、ack、nack：消費者 ID（未給出時 pop 會生成一個並打印出來）。</translation>
    </message>
    <message>
        <source>reliable pop, ack, nack: the consumer&apos;s visibility timeout: its deadline becomes now + this, and once the deadline passes, reap requeues its items (default %1).</source>
        <translation>可靠佇列的 pop、ack、nack：消費者的可見性逾時：它的期限變為現在 + 此值，期限過後，reap 會把它的條目放回佇列（預設 %1）。</translation>
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
    <message numerus="yes">
        <source>%n contact(s)</source>
        <translation>
            <numerusform>%n 個聯絡人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RedisConnection</name>
    <message>
        <source>maxSteps must be at least 1, not %1</source>
        <translation>maxSteps 至少為 1，而不是 %1</translation>
    </message>
    <message>
        <source>the read did not finish in %1 steps</source>
        <translation>讀取沒有在 %1 步內完成</translation>
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
    <name>ReplyFormatter</name>
    <message>
        <source>… %1 more elements not shown</source>
        <translation>… 還有 %1 個元素未顯示</translation>
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
        <translation>%1 位元組</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>Browse keys with SCAN (never KEYS): type, TTL, memory; read-only.</source>
        <translation>用 SCAN（從不用 KEYS）瀏覽鍵：型別、TTL、記憶體；唯讀。</translation>
    </message>
    <message>
        <source>Only keys matching this glob (SCAN MATCH).</source>
        <translation>只檢視匹配此 glob 的鍵（SCAN MATCH）。</translation>
    </message>
    <message>
        <source>Only keys of this type: string, list, set, zset, hash or stream (SCAN TYPE).</source>
        <translation>只看此型別的鍵：string、list、set、zset、hash 或 stream（SCAN TYPE）。</translation>
    </message>
    <message>
        <source>Keys the server looks at per SCAN (default 100).</source>
        <translation>伺服器每次 SCAN 檢視的鍵數（預設 100）。</translation>
    </message>
    <message>
        <source>Stop after at least N keys; the cursor printed resumes (default: the whole keyspace).</source>
        <translation>至少 N 個鍵後停止；打印出的遊標可用來繼續（預設：整個鍵空間）。</translation>
    </message>
    <message>
        <source>Resume from this cursor (printed by an earlier scan).</source>
        <translation>從這個遊標繼續（由之前的 scan 列印）。</translation>
    </message>
    <message>
        <source>Do not ask MEMORY USAGE.</source>
        <translation>不請求 MEMORY USAGE。</translation>
    </message>
    <message>
        <source>scan takes options only, not &quot;%1&quot;</source>
        <translation>scan 只接受選項，不接受“%1”</translation>
    </message>
    <message>
        <source>--count is too large: %1</source>
        <translation>--count 太大：%1</translation>
    </message>
    <message>
        <source>--cursor must be a cursor printed by scan (a whole number), not &quot;%1&quot;</source>
        <translation>--cursor 必須是 scan 列印的遊標（整數），而不是“%1”</translation>
    </message>
    <message>
        <source>--type &quot;%1&quot; is not a Redis type: one of %2</source>
        <translation>--type“%1”不是 Redis 型別：應為 %2 之一</translation>
    </message>
    <message numerus="yes">
        <source>(%n key(s); scan complete)</source>
        <translation>
            <numerusform>（%n 個鍵；掃描完成）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n key(s); resume with --cursor %1)</source>
        <translation>
            <numerusform>（%n 個鍵；用 --cursor %1 繼續）</numerusform>
        </translation>
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
    <name>SemaphoreCommands</name>
    <message>
        <source>not acquired: %1</source>
        <translation>未取得到：%1</translation>
    </message>
    <message>
        <source>acquired holder %1 rank %2 of limit %3, lease %4 ms</source>
        <translation>已取得，持有者 %1，排名 %2，上限 %3，租約 %4 ms</translation>
    </message>
    <message>
        <source> counter %1</source>
        <translation> 計數器 %1</translation>
    </message>
    <message>
        <source>%1 of %2 permits free</source>
        <translation>%2 個許可中 %1 個空閒</translation>
    </message>
    <message>
        <source> age %1 ms</source>
        <translation> 時長 %1 ms</translation>
    </message>
    <message>
        <source> lease left %1 ms</source>
        <translation> 租約剩餘 %1 ms</translation>
    </message>
    <message>
        <source> (expired)</source>
        <translation> （已過期）</translation>
    </message>
    <message>
        <source>--clock-offset is for the clock-based kinds basic, fair and locked, not %1</source>
        <translation>--clock-offset 用於基於時鐘的型別 basic、fair 和 locked，而不是 %1</translation>
    </message>
    <message>
        <source>--clock-offset must be a whole number of milliseconds (negative: behind), not &quot;%1&quot;</source>
        <translation>--clock-offset 必須是整數毫秒（負數：落後），而不是“%1”</translation>
    </message>
    <message>
        <source>release/refresh needs --holder ID (printed by acquire)</source>
        <translation>release/refresh 需要 --holder ID（由 acquire 列印）</translation>
    </message>
    <message>
        <source>--hold %1 ms is longer than the lease (--lease %2 ms) and nothing refreshes it: the permit expires while held</source>
        <translation>--hold %1 ms 比租約（--lease %2 ms）長，而且沒有東西續約：許可會在持有期間過期</translation>
    </message>
    <message>
        <source>; held %1 ms, %2</source>
        <translation>；持有了 %1 ms，%2</translation>
    </message>
    <message>
        <source>Counting semaphores: every variant, clock-based and safe.</source>
        <translation>計數信號量：每種變體，基於時鐘的和安全的。</translation>
    </message>
    <message>
        <source>Semaphore variant: %1 (default atomic).</source>
        <translation>信號量變體：%1（預設 atomic）。</translation>
    </message>
    <message>
        <source>Number of permits (acquire, status).</source>
        <translation>許可數（acquire、status）。</translation>
    </message>
    <message>
        <source>Lease in milliseconds (default 10000); for refresh, the new lease.</source>
        <translation>租約，單位毫秒（預設 10000）；對 refresh 是新的租約。</translation>
    </message>
    <message>
        <source>refresh: the lease the permit was acquired with (default 10000).</source>
        <translation>refresh：取得許可時使用的租約（預設 10000）。</translation>
    </message>
    <message>
        <source>Keep trying to acquire this long (default 0: once).</source>
        <translation>持續嘗試取得這麼長時間（預設 0：一次）。</translation>
    </message>
    <message>
        <source>acquire: hold the permit this long, release it, and print both times.</source>
        <translation>acquire：持有許可這麼長時間，然後釋放，並列印兩個時間。</translation>
    </message>
    <message>
        <source>Holder id to release or refresh (printed by acquire).</source>
        <translation>要釋放或續約的持有者 ID（由 acquire 列印）。</translation>
    </message>
    <message>
        <source>basic, fair, locked: run this client&apos;s clock MS ahead (negative: behind).</source>
        <translation>basic、fair、locked：讓這個客戶端的時鐘快 MS 毫秒（負數：慢）。</translation>
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
        <translation>已續約到 %1 ms</translation>
    </message>
    <message>
        <source>lost: </source>
        <translation>已丟失：</translation>
    </message>
</context>
<context>
    <name>SemaphoreDemo</name>
    <message>
        <source>demo semaphore %1 refused a permit: %2</source>
        <translation>演示信號量 %1 拒絕了一個許可：%2</translation>
    </message>
</context>
<context>
    <name>SemaphoreHoldings</name>
    <message>
        <source>CoordScope holds no %1 permit on %2 to release</source>
        <translation>CoordScope 在 %2 上沒有持有可釋放的 %1 許可</translation>
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
    <message numerus="yes">
        <source>%1 · %n member(s)</source>
        <translation>
            <numerusform>%1 · %n 個成員</numerusform>
        </translation>
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
    <name>ServerCommands</name>
    <message>
        <source>Check that the server answers, and how fast.</source>
        <translation>檢查伺服器是否應答，以及有多快。</translation>
    </message>
    <message>
        <source>Show the server&apos;s INFO (all of it, or one section).</source>
        <translation>顯示伺服器的 INFO（全部，或一個部分）。</translation>
    </message>
    <message>
        <source>Show a Redis Cluster&apos;s masters, their slots, keys and replicas.</source>
        <translation>顯示 Redis 叢集的主節點、它們的槽、鍵和從節點。</translation>
    </message>
    <message>
        <source>Show what the sentinels of a redis+sentinel:// URL say: the master, its replicas and their lag, the other sentinels, the quorum.</source>
        <translation>顯示 redis+sentinel:// URL 的哨兵報告的內容：主節點、它的從節點及其延遲、其他哨兵、法定人數。</translation>
    </message>
    <message>
        <source>%1 (%2 ms)</source>
        <translation>%1 (%2 ms)</translation>
    </message>
    <message>
        <source>the server has no INFO section &quot;%1&quot;</source>
        <translation>伺服器沒有 INFO 部分“%1”</translation>
    </message>
    <message>
        <source>cluster takes no arguments, not &quot;%1&quot;</source>
        <translation>cluster 不接受引數，不接受“%1”</translation>
    </message>
    <message>
        <source>cluster=no: this connection does not treat %1 as a cluster</source>
        <translation>cluster=no：此連線不把 %1 當作叢集</translation>
    </message>
    <message>
        <source>%1 is not a cluster node (INFO cluster: cluster_enabled is not 1)</source>
        <translation>%1 不是叢集節點（INFO cluster：cluster_enabled 不是 1）</translation>
    </message>
    <message>
        <source>cluster_state %1 · %2 masters · %3 of 16384 slots served</source>
        <translation>cluster_state %1 · %2 個主節點 · 服務了 16384 個槽中的 %3 個</translation>
    </message>
    <message>
        <source>master %1  %2  slots %3 (%4)  %5</source>
        <translation>主節點 %1  %2  槽 %3（%4）  %5</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 個鍵</numerusform>
        </translation>
    </message>
    <message>
        <source>keys unknown: </source>
        <translation>鍵數未知：</translation>
    </message>
    <message>
        <source>  FAILED</source>
        <translation>  失敗</translation>
    </message>
    <message>
        <source>  replica %1  %2%3</source>
        <translation>  從節點 %1  %2%3</translation>
    </message>
    <message>
        <source>sentinel takes no arguments, not &quot;%1&quot;</source>
        <translation>sentinel 不接受引數，不接受“%1”</translation>
    </message>
    <message>
        <source>lag unknown</source>
        <translation>延遲未知</translation>
    </message>
    <message>
        <source>lag %1 B</source>
        <translation>延遲 %1 B</translation>
    </message>
    <message>
        <source>master &quot;%1&quot; %2  %3  (sentinel %4)</source>
        <translation>主節點“%1” %2  %3  （哨兵 %4）</translation>
    </message>
    <message>
        <source>quorum %1: %2</source>
        <translation>法定人數 %1：%2</translation>
    </message>
    <message>
        <source>  replica %1  %2  link %3  offset %4  %5</source>
        <translation>  從節點 %1  %2  連結 %3  偏移量 %4  %5</translation>
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
    <message numerus="yes">
        <source>cluster · %n master(s)</source>
        <translation>
            <numerusform>叢集 · %n 個主節點</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快捷鍵</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
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
    <name>SimulateCommands</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not %4</source>
        <translation>--%1 必須是 %2 到 %3 之間的整數，而不是 %4</translation>
    </message>
    <message>
        <source>--seconds must be a number of seconds above 0 and at most %1 (decimals allowed, e.g. 1.5), not %2</source>
        <translation>--seconds 必須是大於 0、最多 %1 的秒數（可以有小數，例如 1.5），而不是 %2</translation>
    </message>
    <message>
        <source>unknown scenario %1 (known: %2)</source>
        <translation>未知的情境 %1（已知：%2）</translation>
    </message>
    <message>
        <source>--%1 is for custom runs (--primitive); a scenario&apos;s case decides it: pick one with --kind (cases of %2: %3)</source>
        <translation>--%1 用於自定義執行（--primitive）；情境的案例決定了它：用 --kind 選擇一個（%2 的案例：%3）</translation>
    </message>
    <message>
        <source>scenario %1 has no case %2 (cases: %3)</source>
        <translation>情境 %1 沒有案例 %2（案例：%3）</translation>
    </message>
    <message>
        <source>--primitive must be one of lock, semaphore, queue, delayed-queue, rate-limiter, not %1</source>
        <translation>--primitive 必須是 lock、semaphore、queue、delayed-queue、rate-limiter 之一，而不是 %1</translation>
    </message>
    <message>
        <source>--kind must be a variant of %1: %2%3</source>
        <translation>--kind 必須是 %1 的變體：%2%3</translation>
    </message>
    <message>
        <source>--nodes, --replicated, --cluster and --sentinel are different layouts: give one</source>
        <translation>--nodes、--replicated、--cluster 和 --sentinel 是不同的佈局：只給一個</translation>
    </message>
    <message>
        <source>--kind redlock runs on servers the playground starts: add --nodes N (e.g. 5)</source>
        <translation>--kind redlock 執行在演練場啟動的伺服器上：請加上 --nodes N（例如 5）</translation>
    </message>
    <message>
        <source>--kind synced needs a replica: add --replicated (or --cluster, --sentinel)</source>
        <translation>--kind synced 需要一個從節點：請加上 --replicated（或 --cluster、--sentinel）</translation>
    </message>
    <message>
        <source>the lock kinds token, fenced and synced</source>
        <translation>鎖型別 token、fenced 和 synced</translation>
    </message>
    <message>
        <source>--kind fenced, the lock with fencing numbers</source>
        <translation>--kind fenced，帶 fencing 編號的鎖</translation>
    </message>
    <message>
        <source>give --scenario or --primitive, not both</source>
        <translation>給出 --scenario 或 --primitive，不要同時給出</translation>
    </message>
    <message>
        <source>give --scenario NAME|NUMBER, --primitive P --kind VARIANT, or --list</source>
        <translation>給出 --scenario NAME|NUMBER、--primitive P --kind VARIANT，或 --list</translation>
    </message>
    <message>
        <source>semaphores and rate limiters</source>
        <translation>信號量和限流器</translation>
    </message>
    <message>
        <source>rate limiters</source>
        <translation>限流器</translation>
    </message>
    <message>
        <source>queues and delayed queues</source>
        <translation>佇列和延遲佇列</translation>
    </message>
    <message>
        <source>--name must not contain &apos;:&apos;</source>
        <translation>--name 不能包含 &apos;:&apos;</translation>
    </message>
    <message>
        <source>--client %1: starts with a client number from 0 to %2 and a colon, e.g. 0:hold=500</source>
        <translation>--client %1：以 0 到 %2 的客戶端編號和一個冒號開頭，例如 0:hold=500</translation>
    </message>
    <message>
        <source>--fault %1: needs a replica the playground starts (--replicated%2)</source>
        <translation>--fault %1：需要演練場啟動的從節點（--replicated%2）</translation>
    </message>
    <message>
        <source>, --cluster or --sentinel</source>
        <translation>、--cluster 或 --sentinel</translation>
    </message>
    <message>
        <source>--fault %1: server faults need servers the playground starts itself (--nodes N, --replicated or --cluster), never a server you connected to</source>
        <translation>--fault %1：伺服器故障需要演練場自己啟動的伺服器（--nodes N、--replicated 或 --cluster），絕不能是你連線的伺服器</translation>
    </message>
    <message>
        <source>this run uses servers the playground starts itself (--nodes, --replicated, --cluster or the scenario&apos;s layout): leave out --url</source>
        <translation>這次執行使用演練場自己啟動的伺服器（--nodes、--replicated、--cluster 或情境的佈局）：請去掉 --url</translation>
    </message>
    <message>
        <source>   --kind %1 (%2%3): %4</source>
        <translation>   --kind %1（%2%3）：%4</translation>
    </message>
    <message>
        <source>, the default</source>
        <translation>，預設</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1: %2</translation>
    </message>
    <message>
        <source>%1 independent redis-servers the playground started (and stopped)</source>
        <translation>演練場啟動（並停止）的 %1 個獨立 redis-server</translation>
    </message>
    <message>
        <source>a master and a replica the playground started (and stopped)</source>
        <translation>演練場啟動（並停止）的一個主節點和一個從節點</translation>
    </message>
    <message>
        <source>a Redis Cluster of 3 masters and 3 replicas the playground started (and stopped)</source>
        <translation>演練場啟動（並停止）的 3 主 3 從 Redis 叢集</translation>
    </message>
    <message>
        <source>a master, 2 replicas and 3 sentinels the playground started (and stopped)</source>
        <translation>演練場啟動（並停止）的一個主節點、2 個從節點和 3 個哨兵</translation>
    </message>
    <message>
        <source>a private redis-server (stopped afterwards)</source>
        <translation>一個私有的 redis-server（之後停止）</translation>
    </message>
    <message>
        <source>Playground: simulated clients, faults and the safety checker&apos;s report (on a private redis-server unless --url is given). Exit 4: inconclusive, too many operations failed with an error.</source>
        <translation>演練場：模擬客戶端、故障和安全性檢查器的報告（除非給出 --url，否則在私有 redis-server 上）。退出碼 4：結論不可靠，太多操作因錯誤而失敗。</translation>
    </message>
    <message>
        <source>Re-check a playground history saved by simulate --history (no server needed). A history cut short (no trailer) or changed (trailer does not match) is refused with exit 1; exit 4: inconclusive, as for simulate.</source>
        <translation>重新檢查 simulate --history 儲存的演練場歷史（不需要伺服器）。被截斷（沒有尾部）或被改動（尾部不匹配）的歷史會被拒絕，退出碼 1；退出碼 4：結論不可靠，同 simulate。</translation>
    </message>
    <message>
        <source>List the scenarios, their cases and what each shows.</source>
        <translation>列出情境、它們的案例以及每個展示的內容。</translation>
    </message>
    <message>
        <source>Run a scenario (see --list). --kind picks its case (default: the first, unsafe one); --seed, --clients, --seconds, --hold, --think, --ttl, --wait, --limit, --window, --producers, --subjects, --name, --distinct-names change its values and --fault adds to its faults; --primitive, --watchdog, --fenced, --nodes and --replicated are its case&apos;s to decide.</source>
        <translation>執行一個情境（見 --list）。--kind 選擇它的案例（預設：第一個，不安全的那個）；--seed、--clients、--seconds、--hold、--think、--ttl、--wait、--limit、--window、--producers、--subjects、--name、--distinct-names 改變它的取值，--fault 增加它的故障；--primitive、--watchdog、--fenced、--nodes 和 --replicated 由它的案例決定。</translation>
    </message>
    <message>
        <source>NAME|NUMBER</source>
        <translation>NAME|NUMBER</translation>
    </message>
    <message>
        <source>A custom run: lock, semaphore, queue, delayed-queue or rate-limiter (with --kind).</source>
        <translation>自定義執行：lock、semaphore、queue、delayed-queue 或 rate-limiter（配合 --kind）。</translation>
    </message>
    <message>
        <source>The scenario&apos;s case, or the primitive&apos;s variant.</source>
        <translation>情境的案例，或原語的變體。</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>隨機種子（預設 1）。</translation>
    </message>
    <message>
        <source>Simulated clients, 1 to 256 (default 4, or the scenario&apos;s).</source>
        <translation>模擬客戶端數，1 到 256（預設 4，或情境的取值）。</translation>
    </message>
    <message>
        <source>How long the run lasts, e.g. 1.5 (default 3, or the scenario&apos;s).</source>
        <translation>執行持續多久，例如 1.5（預設 3，或情境的取值）。</translation>
    </message>
    <message>
        <source>A fault, repeatable: KIND[@TIME][,key=value...], kinds %1; keys client, node, for, by, p, step. E.g. crash@1s,client=0 or pause@500ms,client=1,for=1500ms or server-stop@2s,node=0 (server faults need --nodes or --replicated).</source>
        <translation>一個故障，可重複：KIND[@TIME][,key=value...]，型別 %1；鍵 client、node、for、by、p、step。例如 crash@1s,client=0 或 pause@500ms,client=1,for=1500ms 或 server-stop@2s,node=0（伺服器故障需要 --nodes 或 --replicated）。</translation>
    </message>
    <message>
        <source>Time a grant is held (the work), ms: 30 or 20-80.</source>
        <translation>一次獲准後持有的時間（工作），ms：30 或 20-80。</translation>
    </message>
    <message>
        <source>MS|MIN-MAX</source>
        <translation>MS|MIN-MAX</translation>
    </message>
    <message>
        <source>One client&apos;s own parameters, repeatable: N:KEY=VALUE,... with keys hold, think (ms or MIN-MAX), ttl, wait, retry (ms), watchdog, fenced. E.g. 2:hold=500,ttl=200. The other clients keep the run&apos;s.</source>
        <translation>某個客戶端的自有引數，可重複：N:KEY=VALUE,...，鍵為 hold、think（ms 或 MIN-MAX）、ttl、wait、retry（ms）、watchdog、fenced。例如 2:hold=500,ttl=200。其他客戶端沿用本次執行的引數。</translation>
    </message>
    <message>
        <source>N:PARAMS</source>
        <translation>N:PARAMS</translation>
    </message>
    <message>
        <source>Time between two operations, ms: 5 or 0-10.</source>
        <translation>兩次操作之間的時間，ms：5 或 0-10。</translation>
    </message>
    <message>
        <source>Lease of a lock or permit, a queue&apos;s visibility (ms).</source>
        <translation>鎖或許可的租約、佇列的可見性逾時（ms）。</translation>
    </message>
    <message>
        <source>How long one acquire keeps trying (ms).</source>
        <translation>一次取得持續嘗試多長時間（ms）。</translation>
    </message>
    <message>
        <source>Semaphore permits; limiter admissions per window.</source>
        <translation>信號量的許可數；限流器每個視窗的放行數。</translation>
    </message>
    <message>
        <source>Rate limiter window (ms).</source>
        <translation>限流器視窗（ms）。</translation>
    </message>
    <message>
        <source>Queues: clients that produce (the rest consume).</source>
        <translation>佇列：生產的客戶端數（其餘的消費）。</translation>
    </message>
    <message>
        <source>Rate limiters: subjects hit, each limited on its own.</source>
        <translation>限流器：被請求的主體數，每個各自限流。</translation>
    </message>
    <message>
        <source>The primitive&apos;s name (default playground). With --url (or $COORDSCOPE_URL) the run uses that server: it first deletes the keys of this name under the prefix and then writes only those. Without, it runs on a private redis-server it starts and stops.</source>
        <translation>原語的名稱（預設 playground）。給出 --url（或 $COORDSCOPE_URL）時，執行使用那個伺服器：先刪除字首下這個名稱的鍵，然後只寫這些鍵。沒有時，它在自己啟動和停止的私有 redis-server 上執行。</translation>
    </message>
    <message>
        <source>Locks: one lock name per client.</source>
        <translation>鎖：每個客戶端一個鎖名稱。</translation>
    </message>
    <message>
        <source>Locks token, fenced, synced: renew while held.</source>
        <translation>鎖 token、fenced、synced：持有期間續約。</translation>
    </message>
    <message>
        <source>Lock fenced: write the fencing number to a resource.</source>
        <translation>鎖 fenced：把 fencing 編號寫入一個資源。</translation>
    </message>
    <message>
        <source>Run on N independent servers the playground starts (Redlock, server faults).</source>
        <translation>在演練場啟動的 N 個獨立伺服器上執行（Redlock、伺服器故障）。</translation>
    </message>
    <message>
        <source>Run on a master and a replica the playground starts (synced, replication-pause, failover).</source>
        <translation>在演練場啟動的一個主節點和一個從節點上執行（synced、replication-pause、failover）。</translation>
    </message>
    <message>
        <source>Run on a Redis Cluster of 3 masters and 3 replicas the playground starts (server-stop of a master, replication-pause, cluster-failover, slot-migration).</source>
        <translation>在演練場啟動的 3 主 3 從 Redis 叢集上執行（主節點的 server-stop、replication-pause、cluster-failover、slot-migration）。</translation>
    </message>
    <message>
        <source>Run on a master, 2 replicas and 3 sentinels the playground starts; clients find the master through the sentinels (synced, server-stop or a pause of the master, replication-pause).</source>
        <translation>在演練場啟動的一個主節點、2 個從節點和 3 個哨兵上執行；客戶端透過哨兵找到主節點（synced、主節點的 server-stop 或暫停、replication-pause）。</translation>
    </message>
    <message>
        <source>Save the run&apos;s history: JSON Lines (check reads it), CSV when FILE ends in .csv. If it cannot be written, the report still prints, the history goes to a file in the temporary directory (named on stderr) and the exit status is 1.</source>
        <translation>儲存執行的歷史：JSON Lines（check 讀取它），FILE 以 .csv 結尾時為 CSV。如果無法寫入，報告照常列印，歷史會寫到臨時目錄中的一個檔案（檔名列印在 stderr 上），退出狀態為 1。</translation>
    </message>
    <message>
        <source>Check a history that was cut short or changed (its trailer missing or not matching) as far as it goes; the report says it is partial.</source>
        <translation>檢查被截斷或被改動的歷史（尾部缺失或不匹配），能檢查多少算多少；報告會說明它是部分的。</translation>
    </message>
    <message>
        <source>simulate takes no arguments, only options (got %1)</source>
        <translation>simulate 不接受引數，只接受選項（收到了 %1）</translation>
    </message>
    <message>
        <source>--list runs nothing: leave out --scenario and --primitive</source>
        <translation>--list 不執行任何東西：請去掉 --scenario 和 --primitive</translation>
    </message>
    <message>
        <source>the playground writes (its clients take locks, push items...): it does not run in read-only mode</source>
        <translation>演練場會寫入（它的客戶端取得鎖、推入條目……）：它不在唯讀模式下執行</translation>
    </message>
    <message>
        <source>could not start a private redis-server (%1); give --url to run on a server of yours</source>
        <translation>無法啟動私有 redis-server（%1）；給出 --url 以在你的伺服器上執行</translation>
    </message>
    <message>
        <source>%1: the run was stopped early, as its time would end it: its clients released what they held</source>
        <translation>%1：執行被提前停止，就像時間到了一樣：它的客戶端釋放了所持有的</translation>
    </message>
    <message>
        <source>--history: %1; the history could not be saved elsewhere either</source>
        <translation>--history：%1；歷史也無法儲存到別處</translation>
    </message>
    <message>
        <source>--history: %1; the history was saved to %2 instead</source>
        <translation>--history：%1；歷史改為儲存到 %2</translation>
    </message>
    <message>
        <source>usage: check [--allow-partial] HISTORY.jsonl</source>
        <translation>用法：check [--allow-partial] HISTORY.jsonl</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>無法讀取 %1: %2</translation>
    </message>
    <message>
        <source>variant %1 is none of scenario %2&apos;s cases (%3)</source>
        <translation>變體 %1 不是情境 %2 的任何案例（%3）</translation>
    </message>
    <message>
        <source>variant %1 runs in cases %2 of scenario %3 and the history does not say which</source>
        <translation>變體 %1 出現在情境 %3 的案例 %2 中，而歷史沒有說明是哪一個</translation>
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
        <translation>情境 %1 %2：%3</translation>
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
        <translation>自定義執行：%1 %2</translation>
    </message>
    <message>
        <source>scenario %1 (not one of the playground&apos;s): %2 %3</source>
        <translation>情境 %1（不是演練場的情境）：%2 %3</translation>
    </message>
    <message>
        <source>PARTIAL history (%1): checked only what is there</source>
        <translation>部分歷史（%1）：只檢查了已有的部分</translation>
    </message>
    <message>
        <source>clients %1, %2 s</source>
        <translation>客戶端 %1，%2 秒</translation>
    </message>
    <message>
        <source>operations %1 (%2), grants %3 (%4)</source>
        <translation>操作 %1（%2），獲准 %3（%4）</translation>
    </message>
    <message>
        <source>waits: no attempts recorded</source>
        <translation>等待：沒有記錄到嘗試</translation>
    </message>
    <message>
        <source>waits of %1 granted attempts: p50 %2, p99 %3, max %4; refused %5, waiting at end %6</source>
        <translation>%1 次獲准嘗試的等待：p50 %2，p99 %3，最大 %4；拒絕 %5，結束時仍在等待 %6</translation>
    </message>
    <message>
        <source>fairness: Jain index %1, %2 overtakes</source>
        <translation>公平性：Jain 指數 %1，%2 次超車</translation>
    </message>
    <message>
        <source>holders: at most %1 at once</source>
        <translation>持有者：同時最多 %1 個</translation>
    </message>
    <message>
        <source>items: %1 enqueued, %2 delivered (%3 deliveries, %4 redelivered), %5 acked, %6 duplicates, %7 lost</source>
        <translation>條目：入隊 %1，已投遞 %2（投遞 %3 次，重新投遞 %4 次），確認 %5，重複 %6，丟失 %7</translation>
    </message>
    <message>
        <source>hits: %1 admitted, %2 limited</source>
        <translation>請求：放行 %1，受限 %2</translation>
    </message>
    <message>
        <source>faults: %1</source>
        <translation>故障：%1</translation>
    </message>
    <message>
        <source>  ... and %1 more</source>
        <translation>  ……還有 %1 個</translation>
    </message>
    <message>
        <source>violations: none</source>
        <translation>違規：無</translation>
    </message>
    <message>
        <source>violations: %1 (%2)</source>
        <translation>違規：%1（%2）</translation>
    </message>
    <message>
        <source>  ... and %1 more (--json lists up to %2 of each kind)</source>
        <translation>  ……還有 %1 個（--json 每種最多列出 %2 個）</translation>
    </message>
    <message>
        <source>as expected: </source>
        <translation>符合預期：</translation>
    </message>
    <message>
        <source>NOT as expected: </source>
        <translation>不符合預期：</translation>
    </message>
    <message>
        <source>(%1 changed the scenario&apos;s values; it expects this for its own)</source>
        <translation>（%1 改變了情境的取值；情境對它自己的取值才有這個預期）</translation>
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
    <name>StructureCommands</name>
    <message>
        <source>%1 must be a whole number in [%2, %3], not &quot;%4&quot;</source>
        <translation>%1 必須是 [%2, %3] 內的整數，而不是“%4”</translation>
    </message>
    <message>
        <source>%1 must be a number, not &quot;%2&quot;</source>
        <translation>%1 必須是數字，而不是“%2”</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>--bit needs a range: START END</source>
        <translation>--bit 需要一個範圍：START END</translation>
    </message>
    <message>
        <source>a range is START END (both, inclusive)</source>
        <translation>範圍是 START END（兩者都要，包含端點）</translation>
    </message>
    <message>
        <source>argument %1 (&quot;%2&quot;) is not valid UTF-8</source>
        <translation>引數 %1（“%2”）不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the value of --%1 is not valid UTF-8</source>
        <translation>--%1 的值不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>Bitmaps: SETBIT, GETBIT, BITCOUNT, BITPOS (byte or --bit ranges).</source>
        <translation>點陣圖：SETBIT、GETBIT、BITCOUNT、BITPOS（位元組或 --bit 範圍）。</translation>
    </message>
    <message>
        <source>count/pos: START END are bits, not bytes.</source>
        <translation>count/pos：START END 是位，而不是位元組。</translation>
    </message>
    <message>
        <source>HyperLogLog: PFADD, PFCOUNT (of a union), PFMERGE; 0.81% error.</source>
        <translation>HyperLogLog：PFADD、PFCOUNT（可對並集）、PFMERGE；誤差 0.81%。</translation>
    </message>
    <message>
        <source>Bloom filters on a plain bitmap: --capacity N --error-rate P.</source>
        <translation>基於普通點陣圖的布隆過濾器：--capacity N --error-rate P。</translation>
    </message>
    <message>
        <source>create: expected number of items.</source>
        <translation>create：預期的條目數。</translation>
    </message>
    <message>
        <source>create: target false-positive rate, in (0, 1).</source>
        <translation>create：目標誤判率，在 (0, 1) 之間。</translation>
    </message>
    <message>
        <source>Geo: GEOADD, GEOSEARCH by --radius or --width/--height, GEODIST.</source>
        <translation>Geo：GEOADD、按 --radius 或 --width/--height 的 GEOSEARCH、GEODIST。</translation>
    </message>
    <message>
        <source>search: radius in metres.</source>
        <translation>search：半徑，單位米。</translation>
    </message>
    <message>
        <source>search: box width in metres.</source>
        <translation>search：矩形寬度，單位米。</translation>
    </message>
    <message>
        <source>search: box height in metres.</source>
        <translation>search：矩形高度，單位米。</translation>
    </message>
    <message>
        <source>search: at most N places (default: all).</source>
        <translation>search：最多 N 個地點（預設：全部）。</translation>
    </message>
    <message>
        <source>the bit value</source>
        <translation>位的值</translation>
    </message>
    <message>
        <source>bit %1 = %2 (was %3)</source>
        <translation>位 %1 = %2（原為 %3）</translation>
    </message>
    <message>
        <source>merged; count %1</source>
        <translation>已合併；計數 %1</translation>
    </message>
    <message>
        <source>bloom create needs --capacity N and --error-rate P</source>
        <translation>bloom create 需要 --capacity N 和 --error-rate P</translation>
    </message>
    <message>
        <source>--capacity and --error-rate are for bloom create (the filter keeps its own)</source>
        <translation>--capacity 和 --error-rate 用於 bloom create（過濾器保留自己的取值）</translation>
    </message>
    <message>
        <source>m=%1 bits (%2 bytes), k=%3, capacity %4, error rate %5</source>
        <translation>m=%1 位（%2 位元組），k=%3，容量 %4，誤判率 %5</translation>
    </message>
    <message>
        <source>created: </source>
        <translation>已建立：</translation>
    </message>
    <message>
        <source>exists: </source>
        <translation>已存在：</translation>
    </message>
    <message>
        <source>; %1 bits set, about %2 items</source>
        <translation>；已置位 %1 位，約 %2 個條目</translation>
    </message>
    <message>
        <source>already present (probably)</source>
        <translation>已存在（很可能）</translation>
    </message>
    <message>
        <source>%1 new of %2</source>
        <translation>%2 箇中 %1 個是新的</translation>
    </message>
    <message>
        <source>unknown (a member is missing)</source>
        <translation>未知（缺少一個成員）</translation>
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
        <translation>--%1 必須是以米為單位的正數，而不是 %2</translation>
    </message>
</context>
<context>
    <name>UserLayoutRule</name>
    <message>
        <source>user rule </source>
        <translation>使用者規則 </translation>
    </message>
    <message>
        <source>user rule (GUI settings, or --rule on the command line)</source>
        <translation>使用者規則（GUI 設定，或命令列上的 --rule）</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot;: %2 (write GLOB=KIND, e.g. &quot;jobs:*:lock=lock&quot;)</source>
        <translation>規則“%1”：%2（寫成 GLOB=KIND，例如 &quot;jobs:*:lock=lock&quot;）</translation>
    </message>
    <message>
        <source>no &apos;=&apos;</source>
        <translation>沒有 &apos;=&apos;</translation>
    </message>
    <message>
        <source>the glob before &apos;=&apos; is empty</source>
        <translation>&apos;=&apos; 前的 glob 為空</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;; kinds: %2</source>
        <translation>未知的型別“%1”；型別：%2</translation>
    </message>
    <message>
        <source>the glob is not valid</source>
        <translation>glob 無效</translation>
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
<context>
    <name>ViolationList</name>
    <message>
        <source>over-admission not checked: the run gives no limit and window</source>
        <translation>未檢查超額放行：這次執行沒有給出上限和視窗</translation>
    </message>
    <message>
        <source>over-admission not checked for %1: its burst allowance is not in the run</source>
        <translation>未檢查 %1 的超額放行：它的突發配額不在這次執行中</translation>
    </message>
    <message>
        <source>&quot;%1&quot; admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6</source>
        <translation>“%1”在 %3 ms 內（從 %4 起）放行了 %2 個（上限每 %3 ms %5 個）%6</translation>
    </message>
    <message>
        <source>: a fixed window&apos;s edge burst</source>
        <translation>：固定視窗的邊緣突發</translation>
    </message>
    <message>
        <source>%1 (fencing %2) held &quot;%3&quot; from %4 to %5 while %6 (fencing %7) held it from %8 to %9; %10</source>
        <translation>%1（fencing %2）從 %4 到 %5 持有“%3”，而 %6（fencing %7）從 %8 到 %9 也持有它；%10</translation>
    </message>
    <message>
        <source>fencing would reject %1&apos;s late writes</source>
        <translation>fencing 會拒絕 %1 遲到的寫入</translation>
    </message>
    <message>
        <source>fencing would not catch it</source>
        <translation>fencing 抓不住它</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; delivered again to %3 at %4 (delivery %5) while an earlier delivery was live or acked</source>
        <translation>“%2”的條目“%1”在 %4 再次投遞給 %3（第 %5 次投遞），而之前的投遞仍有效或已確認</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; enqueued at %3 was never delivered</source>
        <translation>“%2”的條目“%1”在 %3 入隊，但從未被投遞</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; of &quot;%2&quot; enqueued at %3 was delivered %4 time(s), each to a consumer that crashed or lost it</source>
        <translation>“%2”的條目“%1”在 %3 入隊，被投遞了 %4 次，每次都交給了崩潰或丟失它的消費者</translation>
    </message>
    <message>
        <source>%1 %2 violations, the first %3 listed</source>
        <translation>%1 次 %2 違規，列出了前 %3 個</translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation>+%1 ms</translation>
    </message>
    <message>
        <source>client %1</source>
        <translation>客戶端 %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Connect to URL instead of starting a sandbox (read-only unless the URL says read_only=no).</source>
        <translation>連線到 URL，而不是啟動沙盒（除非 URL 中有 read_only=no，否則唯讀）。</translation>
    </message>
    <message>
        <source>Start without a sandbox redis-server.</source>
        <translation>啟動時不啟動沙盒 redis-server。</translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE, then quit.</source>
        <translation>把視窗的 PNG 儲存到 FILE，然後退出。</translation>
    </message>
    <message>
        <source>Wait MS milliseconds before the screenshot (default 2000).</source>
        <translation>截圖前等待 MS 毫秒（預設 2000）。</translation>
    </message>
    <message>
        <source>On the sandbox, load every view&apos;s demo data, save a PNG of each tab in DIR, then quit.</source>
        <translation>在沙盒上載入每個檢視的演示資料，把每個標籤頁的 PNG 儲存到 DIR，然後退出。</translation>
    </message>
    <message>
        <source>Show the tab of this title at start (Cluster).</source>
        <translation>啟動時顯示這個標題的標籤頁（按介面語言中的標題，例如 Cluster）。</translation>
    </message>
    <message>
        <source>Window size for --screenshot and --tour, WIDTHxHEIGHT (default: the window&apos;s own, 1400x900).</source>
        <translation>--screenshot 和 --tour 的視窗大小，WIDTHxHEIGHT（預設：視窗自己的，1400x900）。</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style), as a dark desktop theme would: to see or take screenshots of the dark look.</source>
        <translation>使用深色調色盤（Fusion 風格），如同深色桌面主題：用於檢視深色外觀或為其截圖。</translation>
    </message>
    <message>
        <source>Inspector and playground for Redis coordination primitives.</source>
        <translation>Redis 協調原語的檢查器和演練場。</translation>
    </message>
</context>
</TS>
