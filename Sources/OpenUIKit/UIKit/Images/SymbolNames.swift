import Foundation

/// Which Material Icons glyph draws each SF Symbol Segue knows
/// (`UIImage(systemName:)`). Apple's symbol artwork cannot be
/// redistributed; Google's Material Icons (Apache License 2.0, Debian's
/// `fonts-material-design-icons-iconfont`) are drawn instead, each SF name
/// mapped by hand to the Material icon of the same meaning and fill
/// (`heart` → `favorite_border`, `heart.fill` → `favorite`). The glyph's
/// code point is looked up by its Material name in the package's own
/// code-point list at run time (`SymbolFont`). docs/FIDELITY.md records
/// the mapping and the licence.
enum SymbolNames {
    /// The Material icon name for an SF Symbol name, if Segue draws it.
    static func materialName(for systemName: String) -> String? { table[systemName] }

    /// Every SF Symbol name Segue draws.
    static var all: Dictionary<String, String>.Keys { table.keys }

    private static let table: [String: String] = {
        var table: [String: String] = [:]
        for pair in pairs.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let parts = pair.split(separator: "=")
            if parts.count == 2 {
                table[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return table
    }()

    /// `SF-name=Material-name` pairs, separated by semicolons and lines.
    private static let pairs = """
        accessibility=accessibility; airplane=flight; airplayaudio=airplay; airplayvideo=airplay; alarm=alarm
        alarm.fill=alarm; allergens=grass; ant=bug_report; antenna.radiowaves.left.and.right=cell_tower
        antenna.radiowaves.left.and.right.slash=sensors_off; app.badge=notifications_active; applewatch=watch
        apps.iphone=apps; archivebox=archive; archivebox.circle=archive; archivebox.fill=archive
        arrow.2.squarepath=repeat; arrow.backward=arrow_back; arrow.clockwise=refresh; arrow.counterclockwise=replay
        arrow.down=arrow_downward; arrow.down.app=get_app; arrow.down.circle=arrow_circle_down
        arrow.down.circle.fill=arrow_circle_down; arrow.down.doc=file_download
        arrow.down.forward.and.arrow.up.backward=fullscreen_exit; arrow.down.left=south_west
        arrow.down.left.and.arrow.up.right.square=fullscreen; arrow.down.right=south_east
        arrow.down.right.and.arrow.up.left=close_fullscreen; arrow.down.to.line=download; arrow.forward=arrow_forward
        arrow.left=arrow_back; arrow.left.and.right=unfold_more; arrow.left.arrow.right=swap_horiz
        arrow.left.circle=arrow_circle_left; arrow.right=arrow_forward; arrow.right.arrow.left=swap_horiz
        arrow.right.circle=arrow_circle_right; arrow.right.square=logout; arrow.triangle.2.circlepath=sync
        arrow.triangle.branch=call_split; arrow.triangle.merge=call_merge; arrow.triangle.swap=swap_calls
        arrow.triangle.turn.up.right.diamond=directions; arrow.up=arrow_upward; arrow.up.and.down=unfold_more
        arrow.up.and.down.and.arrow.left.and.right=open_with; arrow.up.arrow.down=swap_vert
        arrow.up.arrow.down.circle=swap_vertical_circle; arrow.up.backward.and.arrow.down.forward=fullscreen
        arrow.up.circle=arrow_circle_up; arrow.up.circle.fill=arrow_circle_up; arrow.up.doc=file_upload
        arrow.up.left=north_west; arrow.up.left.and.arrow.down.right=open_in_full
        arrow.up.left.and.arrow.down.right.circle=open_in_full; arrow.up.right=north_east
        arrow.up.right.square=open_in_new; arrow.up.to.line=upload; arrow.uturn.backward=undo
        arrow.uturn.forward=redo; arrow.uturn.left=undo; arrow.uturn.right=redo; arrowshape.turn.up.left=reply
        arrowshape.turn.up.left.fill=reply; arrowshape.turn.up.right=forward; at=alternate_email; backward=fast_rewind
        backward.end=skip_previous; backward.end.fill=skip_previous; backward.fill=fast_rewind; bag=shopping_bag
        bag.badge.minus=remove_shopping_cart; bag.badge.plus=add_shopping_cart; bag.fill=shopping_bag; bandage=healing
        banknote=payments; barcode=qr_code_2; barcode.viewfinder=qr_code_scanner; battery.0=battery_0_bar
        battery.100=battery_full; battery.100.bolt=battery_charging_full; battery.25=battery_2_bar; bed.double=bed
        bell=notifications_none; bell.and.waves.left.and.right=notifications_active; bell.badge=notifications_active
        bell.circle=notifications; bell.circle.fill=notifications; bell.fill=notifications
        bell.slash=notifications_off; bicycle=directions_bike; binoculars=travel_explore; bold=format_bold; bolt=bolt
        bolt.fill=bolt; bolt.horizontal=electrical_services; bolt.slash=flash_off; book=menu_book; book.closed=book
        book.closed.fill=book; book.fill=menu_book; bookmark=bookmark_border; bookmark.circle=bookmarks
        bookmark.fill=bookmark; bookmark.slash=bookmark_remove; books.vertical=library_books
        books.vertical.fill=library_books; brain=psychology; brain.head.profile=psychology; briefcase=work_outline
        briefcase.fill=work; bubble.left=chat_bubble_outline; bubble.left.and.bubble.right=forum
        bubble.left.and.bubble.right.fill=forum; bubble.left.fill=chat_bubble; bubble.right=chat_bubble_outline
        bubble.right.fill=chat_bubble; building.2=apartment; building.columns=account_balance; bus=directions_bus
        calendar=calendar_today; calendar.badge.plus=event; calendar.circle=event; camera=photo_camera
        camera.aperture=camera; camera.fill=photo_camera; camera.filters=filter; camera.rotate=flip_camera_ios
        camera.viewfinder=center_focus_strong; captions.bubble=closed_caption; car=directions_car
        car.fill=directions_car; cart=shopping_cart; cart.badge.minus=remove_shopping_cart
        cart.badge.plus=add_shopping_cart; cart.circle=shopping_cart; cart.fill=shopping_cart; case=cases
        character.cursor.ibeam=text_fields; chart.bar=bar_chart; chart.bar.fill=bar_chart
        chart.bar.xaxis=insert_chart; chart.line.uptrend.xyaxis=show_chart; chart.pie=pie_chart
        chart.pie.fill=pie_chart; chart.xyaxis.line=timeline; checklist=checklist; checkmark=check
        checkmark.circle=check_circle_outline; checkmark.circle.fill=check_circle; checkmark.seal=verified
        checkmark.seal.fill=verified; checkmark.square=check_box; chevron.backward=chevron_left
        chevron.down=expand_more; chevron.forward=chevron_right; chevron.left=chevron_left
        chevron.left.2=keyboard_double_arrow_left; chevron.right=chevron_right
        chevron.right.2=keyboard_double_arrow_right; chevron.up=expand_less; chevron.up.chevron.down=unfold_more
        circle=radio_button_unchecked; circle.dashed=donut_large; circle.fill=circle; circle.grid.3x3=apps
        circle.lefthalf.filled=contrast; circle.righthalf.filled=contrast; clipboard=content_paste; clock=schedule
        clock.arrow.circlepath=history; clock.fill=schedule; cloud=cloud_queue; cloud.fill=cloud; cloud.rain=umbrella
        cloud.sun=wb_cloudy; command=keyboard_command_key; compass.drawing=explore; cpu=memory; creditcard=credit_card
        creditcard.circle=credit_card; creditcard.fill=credit_card; crop=crop; crop.rotate=crop_rotate
        cross=medical_services; cross.case=medical_services; crown=workspace_premium; cube=view_in_ar
        cube.box=inventory_2; cup.and.saucer=local_cafe; cursorarrow=mouse; cursorarrow.rays=ads_click
        delete.left=backspace; delete.left.fill=backspace; desktopcomputer=desktop_windows; display=monitor
        doc=description; doc.fill=description; doc.on.clipboard=content_paste; doc.on.doc=content_copy
        doc.richtext=feed; doc.text=article; doc.text.fill=article; doc.text.magnifyingglass=find_in_page
        dollarsign.circle=monetization_on; dollarsign.circle.fill=monetization_on
        dot.radiowaves.left.and.right=sensors; drop=water_drop; drop.fill=water_drop; ear=hearing; ellipsis=more_horiz
        ellipsis.circle=more_horiz; ellipsis.circle.fill=more_horiz; ellipsis.vertical=more_vert
        envelope=mail_outline; envelope.arrow.triangle.branch=forward_to_inbox; envelope.badge=mark_email_unread
        envelope.circle=mail; envelope.fill=mail; envelope.open=drafts; escape=cancel_presentation
        exclamationmark=priority_high; exclamationmark.bubble=feedback; exclamationmark.circle=error_outline
        exclamationmark.circle.fill=error; exclamationmark.octagon=report; exclamationmark.shield=gpp_maybe
        exclamationmark.triangle=warning_amber; exclamationmark.triangle.fill=warning; externaldrive=storage
        externaldrive.badge.plus=add_to_drive; eye=visibility; eye.circle=visibility; eye.fill=visibility
        eye.slash=visibility_off; eye.slash.fill=visibility_off; eyedropper=colorize; eyeglasses=visibility
        face.smiling=sentiment_satisfied; face.smiling.fill=sentiment_satisfied; faceid=face
        facetime=video_camera_front; figure.roll=accessible; figure.run=directions_run; figure.stand=accessibility_new
        figure.walk=directions_walk; film=movie; film.fill=movie; flag=outlined_flag; flag.checkered=sports_score
        flag.fill=flag; flag.slash=flag; flame=local_fire_department; flame.fill=local_fire_department
        flashlight.off.fill=flashlight_off; flashlight.on.fill=flashlight_on; folder=folder_open; folder.fill=folder
        fork.knife=restaurant; forward=fast_forward; forward.end=skip_next; forward.end.fill=skip_next
        forward.fill=fast_forward; gamecontroller=sports_esports; gamecontroller.fill=sports_esports; gear=settings
        gearshape=settings; gearshape.2=settings_suggest; gearshape.fill=settings; gift=redeem; gift.fill=redeem
        giftcard=card_giftcard; globe=language; globe.americas=public; globe.europe.africa=public; gobackward=replay
        gobackward.10=replay_10; gobackward.15=replay; gobackward.30=replay_30; goforward=forward_10
        goforward.10=forward_10; goforward.15=forward; goforward.30=forward_30; graduationcap=school
        graduationcap.fill=school; guitars=library_music; hammer=construction; hand.draw=gesture
        hand.point.up.left=touch_app; hand.raised=pan_tool; hand.raised.fill=pan_tool; hand.tap=touch_app
        hand.thumbsdown=thumb_down_off_alt; hand.thumbsdown.fill=thumb_down; hand.thumbsup=thumb_up_off_alt
        hand.thumbsup.fill=thumb_up; hand.wave=waving_hand; hands.clap=celebration; hare=speed; headphones=headphones
        heart=favorite_border; heart.circle=favorite; heart.circle.fill=favorite; heart.fill=favorite
        heart.slash=heart_broken; heart.text.square=volunteer_activism; highlighter=highlight
        hourglass=hourglass_empty; house=home; house.and.flag=cottage; house.circle=home; house.fill=home
        icloud=cloud_queue; icloud.and.arrow.down=cloud_download; icloud.and.arrow.up=cloud_upload; icloud.fill=cloud
        info=info_outline; info.circle=info_outline; info.circle.fill=info; info.square=info; internaldrive=storage
        ipad=tablet; iphone=smartphone; italic=format_italic; key=vpn_key; key.fill=vpn_key; key.horizontal=key
        keyboard=keyboard; keyboard.badge.ellipsis=keyboard; keyboard.chevron.compact.down=keyboard_hide
        ladybug=bug_report; laptopcomputer=laptop; largecircle.fill.circle=radio_button_checked; lasso=gesture
        leaf=eco; leaf.fill=eco; level=straighten; lightbulb=lightbulb_outline; lightbulb.fill=lightbulb
        lightbulb.slash=highlight_off; line.3.horizontal=menu; line.3.horizontal.decrease=filter_list
        line.3.horizontal.decrease.circle=filter_list; line.diagonal=horizontal_rule; line.horizontal.3=menu
        line.horizontal.3.circle=menu; line.horizontal.3.decrease=filter_list; link=link; link.circle=link
        list.bullet=list; list.bullet.clipboard=assignment; list.bullet.rectangle=list_alt
        list.dash=format_list_bulleted; list.number=format_list_numbered; list.star=stars; livephoto=motion_photos_on
        location=near_me; location.circle=my_location; location.fill=near_me; location.north=navigation
        location.north.line=navigation; location.slash=location_disabled; lock=lock_outline; lock.circle=lock
        lock.fill=lock; lock.open=lock_open; lock.open.fill=lock_open; lock.rectangle=enhanced_encryption
        lock.shield=security; lungs=air; macwindow=web_asset; magazine=import_contacts; magnifyingglass=search
        magnifyingglass.circle=search; magnifyingglass.circle.fill=search; map=map; map.fill=map; mappin=place
        mappin.and.ellipse=location_on; mappin.circle=place; mappin.circle.fill=place; mappin.slash=location_off
        medal=military_tech; megaphone=campaign; memories=auto_awesome_motion; memorychip=memory; message=message
        message.badge=mark_chat_unread; message.fill=message; mic=mic_none; mic.badge.plus=mic; mic.circle=mic_none
        mic.circle.fill=mic; mic.fill=mic; mic.slash=mic_off; mic.slash.fill=mic_off; minus=remove
        minus.circle=remove_circle_outline; minus.circle.fill=remove_circle; minus.magnifyingglass=zoom_out
        minus.square=indeterminate_check_box; moon=dark_mode; moon.fill=dark_mode; moon.stars=nightlight
        moon.zzz=bedtime; mountain.2=landscape; multiply=close; music.mic=mic_external_on; music.note=music_note
        music.note.list=queue_music; music.quarternote.3=queue_music; network=lan
        network.badge.shield.half.filled=vpn_lock; newspaper=newspaper; nosign=block; number=tag
        option=keyboard_option_key; paintbrush=brush; paintbrush.fill=brush; paintbrush.pointed=brush
        paintpalette=palette; paperclip=attach_file; paperplane=send; paperplane.fill=send; pause=pause
        pause.circle=pause_circle_outline; pause.circle.fill=pause_circle; pause.fill=pause; pawprint=pets
        pawprint.fill=pets; pencil=edit; pencil.circle=edit; pencil.slash=edit_off; pencil.tip=edit; percent=percent
        person=person_outline; person.2=people_outline; person.2.circle=supervisor_account; person.2.fill=people
        person.3=groups; person.3.fill=groups; person.3.sequence=groups; person.badge.key=admin_panel_settings
        person.badge.plus=person_add; person.circle=account_circle; person.circle.fill=account_circle
        person.crop.circle=account_circle; person.crop.circle.badge.plus=person_add
        person.crop.circle.badge.xmark=person_remove; person.crop.circle.fill=account_circle
        person.crop.square=account_box; person.fill=person; person.fill.checkmark=how_to_reg
        person.fill.questionmark=person_search; person.fill.xmark=person_off; phone=call
        phone.arrow.down.left=call_received; phone.arrow.up.right=call_made; phone.circle=call; phone.down=call_end
        phone.down.fill=call_end; phone.fill=call; photo=image; photo.artframe=photo
        photo.badge.plus=add_photo_alternate; photo.fill=image; photo.on.rectangle=photo_library
        photo.on.rectangle.angled=collections; photo.stack=photo_library; pills=medication; pin=push_pin
        pin.fill=push_pin; pin.slash=push_pin; pip=picture_in_picture; pip.enter=picture_in_picture_alt
        pip.exit=picture_in_picture_alt; play=play_arrow; play.circle=play_circle_outline
        play.circle.fill=play_circle; play.fill=play_arrow; play.rectangle=smart_display
        play.rectangle.fill=smart_display; play.slash=play_disabled; play.square=smart_display; plus=add
        plus.bubble=add_comment; plus.circle=add_circle_outline; plus.circle.fill=add_circle
        plus.magnifyingglass=zoom_in; plus.rectangle.on.rectangle=library_add; plus.square=add_box
        plus.square.fill=add_box; point.topleft.down.curvedto.point.bottomright.up=route; power=power_settings_new
        power.circle=power_settings_new; poweroff=power_settings_new; powerplug=power; printer=print
        printer.fill=print; printer.filled.and.paper=print; puzzlepiece=extension; puzzlepiece.fill=extension
        qrcode=qr_code; qrcode.viewfinder=qr_code_scanner; questionmark=help_outline; questionmark.circle=help_outline
        questionmark.circle.fill=help; questionmark.square=help_center; quote.bubble=format_quote
        quote.closing=format_quote; quote.opening=format_quote; radio=radio; rays=brightness_high
        rectangle.3.group=dashboard; rectangle.3.group.fill=dashboard
        rectangle.and.arrow.up.right.and.arrow.down.left=fullscreen; rectangle.and.pencil.and.ellipsis=edit_note
        rectangle.compress.vertical=fullscreen_exit; rectangle.expand.vertical=unfold_more
        rectangle.grid.1x2=view_agenda; rectangle.grid.2x2=grid_view; rectangle.on.rectangle=filter_none
        rectangle.portrait.and.arrow.right=logout; rectangle.stack=collections_bookmark
        rectangle.stack.badge.plus=library_add; repeat=repeat; repeat.1=repeat_one; restart=restart_alt
        return=keyboard_return; rosette=workspace_premium; rotate.left=rotate_left; rotate.right=rotate_right
        ruler=straighten; safari=explore; safari.fill=explore; scalemass=scale; scissors=content_cut; scope=gps_fixed
        scribble=gesture; server.rack=dns; shield=shield; shield.fill=shield; shippingbox=inventory_2
        shippingbox.fill=inventory_2; shuffle=shuffle; sidebar.left=view_sidebar; sidebar.right=view_sidebar
        signature=draw; signpost.right=signpost; slider.horizontal.3=tune; slowmo=slow_motion_video; snowflake=ac_unit
        space=space_bar; sparkle=auto_awesome; sparkles=auto_awesome; speaker=volume_mute
        speaker.badge.exclamationmark=volume_off; speaker.fill=volume_mute; speaker.slash=volume_off
        speaker.slash.fill=volume_off; speaker.wave.1=volume_down; speaker.wave.2=volume_up
        speaker.wave.2.fill=volume_up; speaker.wave.3=volume_up; speaker.wave.3.fill=volume_up
        speaker.zzz=do_not_disturb; square=check_box_outline_blank; square.and.arrow.down=file_download
        square.and.arrow.down.fill=file_download; square.and.arrow.up=ios_share; square.and.arrow.up.fill=ios_share
        square.and.pencil=edit_note; square.and.pencil.circle=edit_note; square.dashed=crop_free; square.fill=square
        square.grid.2x2=grid_view; square.grid.2x2.fill=grid_view; square.grid.3x3=apps; square.grid.4x3.fill=apps
        square.on.square=filter_none; square.on.square.dashed=select_all; square.split.1x2=horizontal_split
        square.split.2x1=vertical_split; square.stack=layers; square.stack.fill=layers; star=star_border
        star.circle=stars; star.circle.fill=stars; star.fill=star; star.leadinghalf.filled=star_half
        star.square=star_rate; staroflife=emergency; stethoscope=medical_information; stop=stop
        stop.circle=stop_circle; stop.fill=stop; stopwatch=timer; storefront=storefront
        strikethrough=format_strikethrough; studentdesk=chair; sun.haze=brightness_medium; sun.max=wb_sunny
        sun.max.fill=wb_sunny; sun.min=light_mode; tag=local_offer; tag.fill=sell
        takeoutbag.and.cup.and.straw=takeout_dining; target=track_changes; text.aligncenter=format_align_center
        text.alignleft=format_align_left; text.alignright=format_align_right; text.book.closed=book; text.bubble=chat
        text.bubble.fill=chat; text.justify=notes; textformat=text_fields; textformat.abc=abc; thermometer=thermostat
        timelapse=timelapse; timer=timer; tortoise=slow_motion_video; touchid=fingerprint; tram=tram
        trash=delete_outline; trash.circle=delete; trash.fill=delete; trash.slash=delete_forever; tray=inbox
        tray.2=inbox; tray.and.arrow.down=move_to_inbox; tray.and.arrow.up=outbox; tray.fill=inbox; tree=park
        trophy=emoji_events; trophy.fill=emoji_events; tshirt=checkroom; tv=tv; tv.fill=tv
        uiwindow.split.2x1=vertical_split; umbrella=beach_access; underline=format_underlined; video=videocam
        video.badge.plus=video_call; video.circle=videocam; video.fill=videocam; video.slash=videocam_off
        viewfinder=center_focus_weak; wallet.pass=wallet; wand.and.rays=auto_fix_normal; wand.and.stars=auto_fix_high
        wand.and.stars.inverse=auto_fix_high; waveform=graphic_eq; waveform.circle=graphic_eq
        waveform.path.ecg=monitor_heart; wifi=wifi; wifi.slash=wifi_off; wineglass=wine_bar; wrench=build
        wrench.and.screwdriver=handyman; xmark=close; xmark.bin=delete_forever; xmark.circle=cancel
        xmark.circle.fill=cancel; xmark.octagon=report; xmark.square=disabled_by_default; zzz=bedtime
"""
}
