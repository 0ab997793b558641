import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the references of {@code docs/} (RULES.md, FORMATS.md) into the HTML pages the javadoc of
 * every published module carries as {@code doc-files}, so that a javadoc citation such as
 * "RULES §B4" links to {@code doc-files/rules.html#B4}. The build runs it (a single-file program,
 * no dependencies):
 *
 * <pre>
 * java docs/tools/DocFiles.java DOCS_DIR MODULE_DIR OUT_DIR
 * </pre>
 *
 * It reads the module name from {@code MODULE_DIR/src/main/java/module-info.java} and writes
 * {@code OUT_DIR/<module>/<module as a path>/doc-files/{rules,formats}.html}, the place of the
 * module's root package in a modular javadoc, and, given {@code PACKAGE_OUT_DIR}, the same pages in
 * {@code PACKAGE_OUT_DIR/<module as a path>/doc-files/}, where the javadoc of all modules as one
 * site (which documents packages, not modules) finds them.
 *
 * <p>Only the Markdown the two references use is understood: ATX headings, paragraphs, lists
 * ({@code -} and {@code 1.}, continued by indented lines), pipe tables, fenced code, inline code,
 * bold, italics, links and autolinks, and an anchor {@code <a id="X"></a>} at the start of a heading
 * or paragraph, which becomes that element's id. Anything else is written as text, escaped.
 */
public final class DocFiles {

    private static final Pattern ANCHOR = Pattern.compile("^<a id=\"([^\"]+)\"></a>\\s*");
    private static final Pattern MODULE = Pattern.compile("\\bmodule\\s+([\\w.]+)\\s*\\{");

    private final StringBuilder html = new StringBuilder();
    private String section = "";

    private DocFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3 && args.length != 4) {
            System.err.println("usage: java DocFiles.java DOCS_DIR MODULE_DIR OUT_DIR [PACKAGE_OUT_DIR]");
            System.exit(2);
        }
        Path docs = Path.of(args[0]);
        Path moduleInfo = Path.of(args[1], "src", "main", "java", "module-info.java");
        Matcher m = MODULE.matcher(stripComments(Files.readString(moduleInfo, StandardCharsets.UTF_8)));
        if (!m.find()) {
            throw new IOException("no module declaration in " + moduleInfo);
        }
        String module = m.group(1);
        Path out = Path.of(args[2], module).resolve(module.replace('.', '/')).resolve("doc-files");
        List<Path> outs = new ArrayList<>(List.of(out));
        if (args.length == 4) {
            // the same pages where a javadoc of packages (no modules) looks for them
            outs.add(Path.of(args[3]).resolve(module.replace('.', '/')).resolve("doc-files"));
        }
        for (Path dir : outs) {
            Files.createDirectories(dir);
            write(docs.resolve("RULES.md"), dir.resolve("rules.html"));
            write(docs.resolve("FORMATS.md"), dir.resolve("formats.html"));
        }
    }

    private static String stripComments(String java) {
        return java.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
    }

    private static void write(Path markdown, Path target) throws IOException {
        List<String> lines = Files.readAllLines(markdown, StandardCharsets.UTF_8);
        String page = new DocFiles().page(lines);
        Path tmp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".tmp");
        Files.writeString(tmp, page, StandardCharsets.UTF_8);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private String page(List<String> lines) {
        String title = lines.stream().filter(l -> l.startsWith("# ")).findFirst().map(l -> l.substring(2)).orElse("");
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;line-height:1.45}\n")
                .append("code,pre{font-family:ui-monospace,monospace;font-size:92%}\n")
                .append("pre{background:#f4f4f4;padding:.6em;overflow-x:auto}\n")
                .append("table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}\n")
                .append("caption{text-align:left;font-style:italic}\n")
                .append(":target{background:#fff6cc}\n")
                .append("</style>\n</head>\n<body>\n");
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank()) {
                i++;
            } else if (line.startsWith("```")) {
                i = code(lines, i);
            } else if (line.startsWith("#")) {
                heading(line);
                i++;
            } else if (line.startsWith("|")) {
                i = table(lines, i);
            } else if (item(line) != null) {
                i = list(lines, i);
            } else {
                i = paragraph(lines, i);
            }
        }
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    private int code(List<String> lines, int start) {
        html.append("<pre><code>");
        int i = start + 1;
        while (i < lines.size() && !lines.get(i).startsWith("```")) {
            html.append(escape(lines.get(i))).append('\n');
            i++;
        }
        html.append("</code></pre>\n");
        return i + 1;
    }

    private void heading(String line) {
        int level = 0;
        while (level < line.length() && line.charAt(level) == '#') {
            level++;
        }
        String text = line.substring(level).strip();
        String id = null;
        Matcher a = ANCHOR.matcher(text);
        if (a.find()) {
            id = a.group(1);
            text = text.substring(a.end());
        }
        section = text;
        html.append("<h").append(level).append(id == null ? "" : " id=\"" + escape(id) + "\"").append('>')
                .append(inline(text)).append("</h").append(level).append(">\n");
    }

    private int table(List<String> lines, int start) {
        html.append("<table>\n<caption>").append(inline(section)).append("</caption>\n");
        int i = start;
        boolean header = true;
        while (i < lines.size() && lines.get(i).startsWith("|")) {
            String row = lines.get(i).strip();
            i++;
            if (row.matches("\\|[-:| ]+\\|")) {
                continue;
            }
            List<String> cells = cells(row);
            html.append("<tr>");
            for (String c : cells) {
                String tag = header ? "th" : "td";
                html.append('<').append(tag).append(header ? " scope=\"col\"" : "").append('>')
                        .append(inline(c.strip())).append("</").append(tag).append('>');
            }
            html.append("</tr>\n");
            header = false;
        }
        html.append("</table>\n");
        return i;
    }

    /** The cells of a table row; a bar inside a code span belongs to the cell. */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean inCode = false;
        for (int k = 1; k < row.length() - 1; k++) {
            char c = row.charAt(k);
            if (c == '`') {
                inCode = !inCode;
            }
            if (c == '\\' && k + 1 < row.length() - 1 && row.charAt(k + 1) == '|') {
                cell.append('|');
                k++;
            } else if (c == '|' && !inCode) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    /** The text of a list item line, or null: {@code - x} or {@code 1. x}. */
    private static String item(String line) {
        if (line.startsWith("- ")) {
            return line.substring(2);
        }
        Matcher m = Pattern.compile("^\\d+\\. ").matcher(line);
        return m.find() ? line.substring(m.end()) : null;
    }

    private int list(List<String> lines, int start) {
        boolean ordered = !lines.get(start).startsWith("- ");
        html.append(ordered ? "<ol>\n" : "<ul>\n");
        int i = start;
        while (i < lines.size() && item(lines.get(i)) != null) {
            StringBuilder text = new StringBuilder(item(lines.get(i)));
            i++;
            while (i < lines.size() && lines.get(i).startsWith("  ") && !lines.get(i).isBlank()) {
                text.append(' ').append(lines.get(i).strip());
                i++;
            }
            html.append("<li>").append(inline(text.toString())).append("</li>\n");
            if (i < lines.size() && lines.get(i).isBlank() && i + 1 < lines.size() && item(lines.get(i + 1)) != null) {
                i++;
            }
        }
        html.append(ordered ? "</ol>\n" : "</ul>\n");
        return i;
    }

    private int paragraph(List<String> lines, int start) {
        StringBuilder text = new StringBuilder();
        int i = start;
        while (i < lines.size()) {
            String l = lines.get(i);
            if (l.isBlank() || l.startsWith("#") || l.startsWith("```") || l.startsWith("|")
                    || (i > start && item(l) != null)) {
                break;
            }
            text.append(text.length() == 0 ? "" : " ").append(l.strip());
            i++;
        }
        String t = text.toString();
        String id = null;
        Matcher a = ANCHOR.matcher(t);
        if (a.find()) {
            id = a.group(1);
            t = t.substring(a.end());
        }
        html.append(id == null ? "<p>" : "<p id=\"" + escape(id) + "\">").append(inline(t)).append("</p>\n");
        return i;
    }

    private static final Pattern INLINE = Pattern.compile(
            "`([^`]+)`|\\*\\*(.+?)\\*\\*|\\*([^*\\s][^*]*?)\\*|\\[([^\\]]+)\\]\\(([^)\\s]+)\\)|<(https?://[^>\\s]+)>");

    private static String inline(String text) {
        StringBuilder out = new StringBuilder();
        Matcher m = INLINE.matcher(text);
        int last = 0;
        while (m.find()) {
            out.append(escape(text.substring(last, m.start())));
            if (m.group(1) != null) {
                out.append("<code>").append(escape(m.group(1))).append("</code>");
            } else if (m.group(2) != null) {
                out.append("<strong>").append(inline(m.group(2))).append("</strong>");
            } else if (m.group(3) != null) {
                out.append("<em>").append(inline(m.group(3))).append("</em>");
            } else if (m.group(4) != null) {
                out.append("<a href=\"").append(escape(href(m.group(5)))).append("\">").append(inline(m.group(4)))
                        .append("</a>");
            } else {
                out.append("<a href=\"").append(escape(m.group(6))).append("\">").append(escape(m.group(6)))
                        .append("</a>");
            }
            last = m.end();
        }
        out.append(escape(text.substring(last)));
        return out.toString();
    }

    /** A link between the two references points to the other page beside this one. */
    private static String href(String target) {
        return target.replaceFirst("^RULES\\.md", "rules.html").replaceFirst("^FORMATS\\.md", "formats.html");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
