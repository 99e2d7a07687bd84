#!/bin/sh
# arbiter-gui for the current user, without administrator rights or internet:
#
#   ./install.sh               install from this unpacked folder, or update to its version
#   ./install.sh --uninstall   remove the program, its command, menu entry, icons, file types
#
# The program goes to ~/.local/lib/arbiter-gui, the `arbiter-gui` command to ~/.local/bin,
# the menu entry, icons and file types under ${XDG_DATA_HOME:-~/.local/share}. Tournament
# files, settings, recent files and logs belong to the arbiter and are never touched.
set -eu

app=arbiter-gui
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
program_dir=$HOME/.local/lib/$app
command=$HOME/.local/bin/$app
desktop_file=$data_home/applications/$app.desktop
mime_file=$data_home/mime/packages/$app.xml
icons=$data_home/icons/hicolor
sizes="16 24 32 48 64 128 256 512"

refresh_caches() {
    # Menus and file managers read caches; refresh those whose tool this desktop has.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data_home/applications" || true
    fi
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data_home/mime" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$icons" >/dev/null 2>&1 || true
    fi
}

# The command is ours when it is the launcher this script writes (a `pip install --user`
# of arbiter-gui puts a different one at the same place, and that one is left alone).
command_is_ours() {
    [ -f "$command" ] && grep -q "^exec \"$program_dir/$app\"" "$command"
}

install_program() {
    if [ ! -x "$here/$app" ] || [ ! -d "$here/_internal" ]; then
        echo "install.sh: no $app program beside this script ($here): run the install.sh" \
             "of the unpacked arbiter-gui folder" >&2
        exit 1
    fi
    if [ "$here" != "$program_dir" ]; then
        # Copy beside, then swap: an interrupted update leaves the previous version working.
        mkdir -p "$(dirname "$program_dir")"
        rm -rf "$program_dir.new"
        cp -R "$here" "$program_dir.new"
        rm -rf "$program_dir"
        mv "$program_dir.new" "$program_dir"
    fi

    if [ ! -e "$command" ] || command_is_ours; then
        mkdir -p "$(dirname "$command")"
        printf '#!/bin/sh\nexec "%s/%s" "$@"\n' "$program_dir" "$app" >"$command"
        chmod 755 "$command"
    else
        echo "install.sh: $command exists and is not this program's: left as it is" >&2
    fi

    for size in $sizes; do
        mkdir -p "$icons/${size}x$size/apps"
        cp "$program_dir/_internal/resources/icons/$app-$size.png" \
           "$icons/${size}x$size/apps/$app.png"
    done
    mkdir -p "$icons/scalable/apps"
    cp "$program_dir/_internal/resources/icons/$app.svg" "$icons/scalable/apps/$app.svg"

    mkdir -p "$(dirname "$desktop_file")" "$(dirname "$mime_file")"
    sed "s|^Exec=.*|Exec=\"$program_dir/$app\" %f|" "$program_dir/$app.desktop" >"$desktop_file"
    cp "$program_dir/$app-mime.xml" "$mime_file"
    refresh_caches

    echo "arbiter-gui $("$program_dir/$app" --version | cut -d' ' -f2) installed in $program_dir"
    echo "Start it from the applications menu (Games), or with: $command"
    case ":$PATH:" in
        *":$(dirname "$command"):"*) ;;
        *) echo "($(dirname "$command") is not on your PATH: the menu entry works all the same)" ;;
    esac
}

uninstall_program() {
    if command_is_ours; then
        rm -f "$command"
    fi
    rm -f "$desktop_file" "$mime_file" "$icons/scalable/apps/$app.svg"
    for size in $sizes; do
        rm -f "$icons/${size}x$size/apps/$app.png"
    done
    refresh_caches
    rm -rf "$program_dir" "$program_dir.new"
    echo "arbiter-gui removed; tournament files, settings and logs are kept"
}

case "${1:-}" in
    "") install_program ;;
    --uninstall) uninstall_program ;;
    *)
        echo "usage: $0 [--uninstall]" >&2
        exit 2
        ;;
esac
